"""The pure-Python lrelease against Qt's own, and the quality of every shipped .ts file."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rusol_qt.base.catalogues import qm_name
from tools import linguist
from tools.linguist import Catalogue, Message, TsError

SHIPPED = linguist.ts_files(linguist.TS_DIR)
TRANSLATED = [path for path in SHIPPED if linguist.language_of(path) != "en"]
ROOT = Path(__file__).resolve().parents[2]


def lrelease(ts: Path, tmp_path: Path) -> bytes:
    """What Qt's lrelease makes of ``ts``."""
    out = tmp_path / (ts.stem + ".lrelease.qm")
    result = subprocess.run(
        [str(linguist.qt_tool("lrelease")), "-silent", str(ts), "-qm", str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return out.read_bytes()


def write_ts(catalogue: Catalogue, path: Path) -> Path:
    """A .ts file holding ``catalogue`` (for comparing with lrelease on made-up catalogues)."""
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{catalogue.language}">',
    ]
    for message in catalogue.messages:
        numerus = ' numerus="yes"' if message.numerus else ""
        state = f' type="{message.state}"' if message.state else ""
        comment = f"<comment>{escape(message.comment)}</comment>" if message.comment else ""
        if message.numerus:
            forms = "".join(
                f"<numerusform>{escape(form or '')}</numerusform>" for form in message.translations
            )
        else:
            forms = escape(message.translations[0] or "")
        lines.append(
            f"<context><name>{escape(message.context)}</name><message{numerus}>"
            f"<source>{escape(message.source)}</source>{comment}"
            f"<translation{state}>{forms}</translation></message></context>"
        )
    lines.append("</TS>")
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def test_every_language_ships_a_ts_file() -> None:
    names = {linguist.language_of(path) for path in SHIPPED}
    assert names == {"en", "nb", "th", "de", "fr", "es", "ru"}


@pytest.mark.parametrize("ts", SHIPPED, ids=lambda path: path.stem)
def test_shipped_ts_is_complete(ts: Path) -> None:
    catalogue = linguist.read_ts(ts)
    # English only carries the plural forms of the source texts (lupdate -pluralonly).
    assert catalogue.messages or linguist.language_of(ts) == "en", f"{ts.name} is empty"
    problems = [
        f"{m.context}: {m.source!r} is {m.state or 'empty'}"
        for m in catalogue.messages
        if m.state or not all(m.translations)
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("ts", SHIPPED, ids=lambda path: path.stem)
def test_our_qm_is_byte_for_byte_what_lrelease_writes(ts: Path, tmp_path: Path) -> None:
    assert linguist.write_qm(linguist.read_ts(ts)) == lrelease(ts, tmp_path)


def test_the_pseudo_locale_is_what_lrelease_writes(tmp_path: Path) -> None:
    catalogues = [linguist.read_ts(path) for path in SHIPPED]
    english = linguist.read_ts(linguist.TS_DIR / "rusol_qt_en.ts")
    pseudo = linguist.pseudo_catalogue(catalogues, english)
    assert linguist.write_qm(pseudo) == lrelease(write_ts(pseudo, tmp_path / "p.ts"), tmp_path)


def test_the_ts_files_cover_every_text_in_the_code(tmp_path: Path) -> None:
    """Running the documented update command changes nothing: no text is new or gone."""
    for path in SHIPPED:
        shutil.copy(path, tmp_path / path.name)
    linguist.update(tmp_path)
    for path in SHIPPED:
        fresh = linguist.read_ts(tmp_path / path.name)
        stale = [f"{m.context}: {m.source!r}" for m in fresh.messages if m.state == "unfinished"]
        assert not stale, f"{path.name} lacks (run: python3 tools/linguist.py update):\n" + (
            "\n".join(stale)
        )
        assert fresh == linguist.read_ts(path), f"{path.name} is out of date with the code"


_PLACEHOLDER = re.compile(r"%L?(?:\d+|n)")


@pytest.mark.parametrize("ts", TRANSLATED, ids=lambda path: path.stem)
def test_translations_keep_placeholders_and_accelerators(ts: Path) -> None:
    problems = []
    for message in linguist.read_ts(ts).messages:
        wanted = sorted(_PLACEHOLDER.findall(message.source))
        has_accelerator = bool(re.search(r"&[^&\s]", message.source.replace("&&", "")))
        for form in message.translations:
            text = form or ""
            if sorted(_PLACEHOLDER.findall(text)) != wanted and not (
                # A plural form may spell out its number ("one card") where the language does.
                message.numerus and set(_PLACEHOLDER.findall(text)) <= set(wanted)
            ):
                problems.append(f"{message.source!r} -> {text!r}: placeholders differ")
            accelerators = len(re.findall(r"&[^&\s]", text.replace("&&", "")))
            if accelerators != int(has_accelerator):
                problems.append(f"{message.source!r} -> {text!r}: {accelerators} accelerators")
    assert not problems, "\n".join(problems)


# --- the writer on made-up catalogues -------------------------------------------------------------

_texts = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Cn")) | st.sampled_from("&%<>\"'"),
    max_size=12,
)


@st.composite
def catalogues(draw: st.DrawFn) -> Catalogue:
    language = draw(st.sampled_from(["de", "fr", "ru", "th", "nb_NO"]))
    forms, _rules = linguist.numerus_of(language)
    messages: dict[tuple[str, str, str], Message] = {}
    for _ in range(draw(st.integers(1, 8))):
        numerus = draw(st.booleans())
        count = forms if numerus else 1
        message = Message(
            context=draw(st.sampled_from(["", "A", "B", "Table"])),
            source=draw(st.sampled_from(["X", "Open", "%n card(s)"]) | _texts.filter(bool)),
            comment=draw(st.sampled_from(["", "", "verb", "noun"])),
            translations=tuple(draw(_texts) or None for _ in range(count)),
            numerus=numerus,
            state=draw(st.sampled_from(["", "", "unfinished", "obsolete", "vanished"])),
        )
        messages.setdefault((message.context, message.source, message.comment), message)
    return Catalogue(language, tuple(messages.values()))


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(catalogue=catalogues())
def test_the_writer_matches_lrelease_on_any_catalogue(catalogue: Catalogue, tmp_path: Path) -> None:
    ts = write_ts(catalogue, tmp_path / "any.ts")
    assert linguist.write_qm(linguist.read_ts(ts)) == lrelease(ts, tmp_path)


def test_a_wrong_number_of_plural_forms_is_refused() -> None:
    message = Message("C", "%n card(s)", "", ("%n карта", "%n карты"), numerus=True)
    with pytest.raises(TsError, match="needs 3"):
        linguist.write_qm(Catalogue("ru", (message,)))


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(TsError, match="plural rules"):
        linguist.write_qm(Catalogue("xx", (Message("C", "a", "", ("b",)),)))


@pytest.mark.parametrize(
    ("data", "expected"),
    [(b"", 1), (b"A", 0x41), (b"ab", 0x672), (b"Open\x00ignored", linguist.elf_hash(b"Open"))],
)
def test_elf_hash(data: bytes, expected: int) -> None:
    assert linguist.elf_hash(data) == expected


# --- the pseudo-locale ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "kept"),
    [
        ("&New Game", ["&N"]),
        ("Score: %1", ["%1"]),
        ("%n move(s)", ["%n"]),
        ("%L1 of %L2 && more", ["%L1", "%L2", "&&"]),
        ("<b>Won</b> in %1&nbsp;moves", ["<b>", "</b>", "%1", "&nbsp;"]),
    ],
)
def test_pseudo_translate_keeps_what_code_and_keyboard_need(source: str, kept: list[str]) -> None:
    text = linguist.pseudo_translate(source)
    assert text.startswith("[") and text.endswith("]")
    for part in kept:
        assert part in text
    assert not re.search(r"[A-Za-z]{2}", re.sub(r"&\w+;|<[^>]*>|%L?\d|&\w", "", text))


def test_pseudo_translate_leaves_file_patterns_for_qfiledialog() -> None:
    assert linguist.pseudo_translate("CSV files (*.csv)") == "[ÇŠṼ ƒíĺéš~~~] (*.csv)"
    assert linguist.pseudo_translate("All Files (*)").endswith("] (*)")


def test_pseudo_translate_lengthens_text_by_a_third() -> None:
    source = "Interactive rules"
    assert len(linguist.pseudo_translate(source)) >= len(source) * 4 // 3 + 2


def test_pseudo_catalogue_uses_the_english_plural_forms() -> None:
    key = ("Info", "%n move(s)", "")
    english = Catalogue("en", (Message(*key, ("%n move", "%n moves"), numerus=True),))
    source = Catalogue("de", (Message(*key, (None, None), numerus=True, state="unfinished"),))
    (message,) = linguist.pseudo_catalogue([source], english).messages
    assert message.translations == (
        linguist.pseudo_translate("%n move"),
        linguist.pseudo_translate("%n moves"),
    )
    assert message.state == ""


def test_build_writes_one_catalogue_per_language_and_the_pseudo_locale(tmp_path: Path) -> None:
    written = linguist.build(linguist.TS_DIR, tmp_path)
    assert sorted(path.name for path in written) == sorted(
        [qm_name(linguist.language_of(p)) for p in SHIPPED] + ["rusol_qt_pseudo.qm"]
    )
    assert all(path.read_bytes().startswith(linguist.QM_MAGIC) for path in written)


def test_the_build_step_runs_without_qt_and_the_app_starts_without_the_build_step(
    tmp_path: Path,
) -> None:
    """setup.py compiles the catalogues in pip's build environment, where PySide6 is absent;
    the app starts, and names the pseudo-locale, with tools/ out of reach."""
    build = (
        "import sys, pathlib; sys.modules['PySide6'] = None;"  # any import of it now fails
        # As setup.py loads it: the checkout first on the path, then tools.linguist.
        f"sys.path.insert(0, {str(ROOT)!r}); from tools import linguist;"
        f"print(len(linguist.build(linguist.TS_DIR, pathlib.Path({str(tmp_path)!r}))))"
    )
    built = subprocess.run(
        [sys.executable, "-c", build], capture_output=True, text=True, cwd=tmp_path, check=False
    )
    assert built.returncode == 0, built.stderr
    assert int(built.stdout) == len(SHIPPED) + 1  # and the pseudo-locale
    assert (tmp_path / "rusol_qt_nb.qm").read_bytes()[:16] == linguist.QM_MAGIC
    start = (
        "import sys; sys.modules['tools'] = None;"  # any import of the build tools now fails
        "import rusol_qt.app, rusol_qt.app.window.main_window; from rusol_qt.base import i18n;"
        "print(i18n.language_name('pseudo') == i18n.PSEUDO_NAME)"
    )
    started = subprocess.run(
        [sys.executable, "-c", start],
        capture_output=True,
        text=True,
        cwd=ROOT,  # where tools/ would be importable, were it not blocked
        check=False,
    )
    assert started.returncode == 0, started.stderr
    assert started.stdout.strip() == "True"


def test_no_module_of_the_app_imports_the_build_tools() -> None:
    """The installed app carries no tools/: not even an import inside a function may need them."""
    imported: dict[str, set[str]] = {}
    for path in sorted((ROOT / "rusol_qt").rglob("*.py")):
        names = imported.setdefault(str(path.relative_to(ROOT)), set())
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module)
    assert "rusol_qt.base.catalogues" in imported["rusol_qt/base/i18n.py"], "the scan saw nothing"
    offenders = [
        f"{module} imports {name}"
        for module, names in sorted(imported.items())
        for name in sorted(names)
        if name.split(".")[0] == "tools" or "linguist" in name
    ]
    assert not offenders
