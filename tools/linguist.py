"""Qt Linguist files in pure Python: read .ts sources, write .qm catalogues, make the pseudo-locale.

This is the build step's lrelease. It imports nothing from PySide6, so setup.py can run it in
pip's isolated build environment without downloading Qt just to compile a few catalogues; the
test suite proves that its output is byte for byte what ``pyside6-lrelease`` writes for every
shipped .ts file (docs/translations.md says why). It lives in tools/, not in the package: the
installed app reads the compiled catalogues and never needs it.

Usage: ``python3 tools/linguist.py update`` (refresh the .ts files from the code) or
``python3 tools/linguist.py build`` (compile them into the checkout's package).
"""

from __future__ import annotations

import argparse
import os
import re
import struct
import sys
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import IntEnum
from pathlib import Path
from typing import TYPE_CHECKING

#: The checkout this tool serves: its .ts sources, its package and the package's catalogues.
ROOT = Path(__file__).resolve().parent.parent
if __name__ == "__main__":
    # Run as ``python3 tools/linguist.py``, Python puts tools/ first on the path: the package
    # named below is the checkout's, beside this file, not an older installed copy.
    sys.path.insert(0, str(ROOT))

from rusol_qt.base.catalogues import PSEUDO, PSEUDO_LANGUAGE, qm_name  # noqa: E402

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

# xml.etree and subprocess are imported where used: the tests load this module for its pseudo
# transform and its plural rules without reading any .ts file or running lupdate.

#: The first 16 bytes of every .qm file.
QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")


#: How many plural forms each language has and the rule bytes QTranslator evaluates to pick one,
#: exactly as Qt's own table (qttools numerus.cpp) gives them to lrelease. A language missing here
#: cannot be compiled: add it from Qt's table (the tests compare with lrelease).
NUMERUS: dict[str, tuple[int, bytes]] = {
    "en": (2, bytes([0x01, 0x01])),  # n == 1
    "nb": (2, bytes([0x01, 0x01])),
    "de": (2, bytes([0x01, 0x01])),
    "es": (2, bytes([0x01, 0x01])),
    "fr": (2, bytes([0x03, 0x01])),  # n <= 1
    "th": (1, b""),  # no plural forms
    # n % 10 == 1 && n % 100 != 11; n % 10 in 2..4 && n % 100 not in 10..19; the rest
    "ru": (3, bytes.fromhex("1101fd290bff140204fd2c0a13")),
}


class Section(IntEnum):
    """The tagged sections of a .qm file."""

    HASHES = 0x42
    MESSAGES = 0x69
    NUMERUS_RULES = 0x88
    LANGUAGE = 0xA7


class Tag(IntEnum):
    """The field tags of one message in the Messages section."""

    END = 1
    TRANSLATION = 3
    SOURCE_TEXT = 6
    CONTEXT = 7
    COMMENT = 8


class TsError(ValueError):
    """A .ts file that cannot be compiled, with the reason."""


@dataclass(frozen=True)
class Message:
    """One message of a .ts file.

    Attributes:
        context: The class or ``translate()`` context.
        source: The English source text.
        comment: The disambiguation text ("" when there is none).
        translations: The translation, one entry a plural form for numerus messages.
        numerus: Whether the message has plural forms (``%n``).
        state: "" when finished, else "unfinished", "obsolete" or "vanished".
    """

    context: str
    source: str
    comment: str
    translations: tuple[str | None, ...]
    numerus: bool = False
    state: str = ""

    @property
    def shipped(self) -> bool:
        """Whether lrelease puts this message in the .qm (finished, or unfinished with a text)."""
        if self.state in {"obsolete", "vanished"}:
            return False
        return self.state == "" or bool(self.translations and self.translations[0])


@dataclass(frozen=True)
class Catalogue:
    """The contents of one .ts file: its target language and messages, in file order."""

    language: str
    messages: tuple[Message, ...]

    @property
    def base_language(self) -> str:
        """The language without its territory: "nb" for "nb_NO"."""
        return self.language.split("_")[0].split("-")[0]


def _text(element: ET.Element | None) -> str | None:
    """The text of a .ts element; None when it is empty, as Qt's TS reader leaves it null."""
    if element is None:
        return None
    if len(element):
        raise TsError(f"unsupported markup inside <{element.tag}>: <{element[0].tag}>")
    return element.text or None


def read_ts(path: Path) -> Catalogue:
    """Read a Qt Linguist .ts file.

    Raises:
        TsError: the file uses a feature this reader does not support (length variants, raw
            bytes), or is not a .ts file.
    """
    import xml.etree.ElementTree as ET  # noqa: PLC0415 - see the imports

    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        raise TsError(f"{path}: {error}") from error
    if root.tag != "TS":
        raise TsError(f"{path}: not a Qt Linguist file")
    messages = []
    for context in root.iter("context"):
        name = _text(context.find("name")) or ""
        for element in context.iter("message"):
            translation = element.find("translation")
            if translation is None:
                raise TsError(f"{path}: a message in {name!r} has no <translation>")
            if translation.get("variants") == "yes":
                raise TsError(f"{path}: length variants are not supported")
            numerus = element.get("numerus") == "yes"
            if numerus:
                forms = tuple(_text(form) for form in translation.iter("numerusform"))
            else:
                forms = (_text(translation),)
            messages.append(
                Message(
                    context=name,
                    source=_text(element.find("source")) or "",
                    comment=_text(element.find("comment")) or "",
                    translations=forms,
                    numerus=numerus,
                    state=translation.get("type", ""),
                )
            )
    return Catalogue(root.get("language", ""), tuple(messages))


def elf_hash(data: bytes) -> int:
    """The ELF hash QTranslator files messages under (never 0; stops at a NUL byte)."""
    value = 0
    for byte in data:
        if byte == 0:
            break
        value = ((value << 4) + byte) & 0xFFFFFFFF
        high = value & 0xF0000000
        if high:
            value ^= high >> 24
        value &= ~high & 0xFFFFFFFF
    return value or 1


def _utf16(text: str | None) -> bytes:
    """A QString as QDataStream writes it: byte length, then UTF-16BE; null as 0xFFFFFFFF."""
    if text is None:
        return b"\xff\xff\xff\xff"
    data = text.encode("utf-16-be")
    return struct.pack(">I", len(data)) + data


def _utf8(data: bytes) -> bytes:
    """A QByteArray as QDataStream writes it: byte length, then the bytes."""
    return struct.pack(">I", len(data)) + data


@dataclass(frozen=True)
class _Entry:
    """A message as the .qm stores it: UTF-8 key fields and the forms to ship."""

    context: bytes
    source: bytes
    comment: bytes
    translations: tuple[str | None, ...]

    @property
    def key(self) -> tuple[bytes, bytes, bytes]:
        return (self.context, self.source, self.comment)

    @property
    def hash(self) -> int:
        return elf_hash(self.source + self.comment)


def _message_bytes(entry: _Entry) -> bytes:
    """One message of the Messages section, as qm.cpp's ``Releaser::writeMessage`` writes it.

    lrelease's default mode keeps every field (its ``-compress`` mode would drop some), so the
    runtime can tell apart messages whose hashes collide.
    """
    out = bytearray()
    for translation in entry.translations:
        out += bytes([Tag.TRANSLATION]) + _utf16(translation)
    out += bytes([Tag.COMMENT]) + _utf8(entry.comment)
    out += bytes([Tag.SOURCE_TEXT]) + _utf8(entry.source)
    out += bytes([Tag.CONTEXT]) + _utf8(entry.context)
    out += bytes([Tag.END])
    return bytes(out)


def _entries(catalogue: Catalogue) -> list[_Entry]:
    """The shipped messages in lrelease's order, with its rule for dropping needless comments."""
    forms, _rules = numerus_of(catalogue.language)
    plain = {(m.context, m.source) for m in catalogue.messages if not m.comment}
    entries: dict[tuple[bytes, bytes, bytes], _Entry] = {}
    for message in catalogue.messages:
        if not message.shipped:
            continue
        if not message.source:
            # lupdate never writes one; old .ts files used them for context comments.
            raise TsError(f"{message.context}: a message has no source text")
        wanted = forms if message.numerus else 1
        if len(message.translations) != wanted:
            raise TsError(
                f"{message.context}: {message.source!r} has {len(message.translations)} "
                f"form(s), {catalogue.language!r} needs {wanted}"
            )
        entry = _Entry(
            message.context.encode(),
            message.source.encode(),
            message.comment.encode(),
            message.translations,
        )
        # A disambiguation comment is only kept where the same text without one exists, so the
        # first of several commented messages is filed without its comment (Releaser::insert).
        keep_comment = (
            not message.comment
            or not message.context
            or ((message.context, message.source) in plain)
        )
        if not keep_comment:
            bare = replace(entry, comment=b"")
            if bare.key not in entries:
                entries[bare.key] = bare
                continue
        entries[entry.key] = entry
    return [entries[key] for key in sorted(entries)]


def numerus_of(language: str) -> tuple[int, bytes]:
    """The number of plural forms and QTranslator's rule bytes for a .ts ``language`` value.

    Raises:
        TsError: the language is not in :data:`NUMERUS`.
    """
    base = language.split("_")[0].split("-")[0]
    try:
        return NUMERUS[base]
    except KeyError:
        raise TsError(f"no plural rules known for language {language!r}") from None


def write_qm(catalogue: Catalogue) -> bytes:
    """The .qm file lrelease writes for ``catalogue`` (its default, uncompressed mode).

    Raises:
        TsError: a plural message has the wrong number of forms for its language, or the
            language is unknown.
    """
    entries = _entries(catalogue)
    messages = bytearray()
    offsets = []
    for entry in entries:
        offsets.append((entry.hash, len(messages)))
        messages += _message_bytes(entry)
    hashes = b"".join(struct.pack(">II", h, o) for h, o in sorted(offsets))
    _forms, rules = numerus_of(catalogue.language)

    out = bytearray(QM_MAGIC)
    for section, body in (
        (Section.LANGUAGE, catalogue.language.encode()),
        (Section.HASHES, hashes),
        (Section.MESSAGES, bytes(messages)),
        (Section.NUMERUS_RULES, rules),
    ):
        if body:
            out += struct.pack(">BI", section, len(body)) + body
    return bytes(out)


# --- the pseudo-locale ------------------------------------------------------------------------

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçďéƒĝĥíĵķĺɱñóþʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ",
)

#: What the pseudo-locale leaves alone: placeholders (%1, %L2, %n), an accelerator and its
#: letter (&N, so the shortcut still works), a literal ampersand (&&), entities and tags.
_KEPT = re.compile(r"%L?(?:\d+|n)|&&|&#?\w+;|&\w|<[^>]*>")

PSEUDO_OPEN = "["
PSEUDO_CLOSE = "]"


#: A file dialog filter's patterns at the end of a text, "CSV files (*.csv)": Qt parses them.
_FILE_PATTERNS = re.compile(r"\s*\([^()]*\*[^()]*\)$")


def pseudo_translate(text: str) -> str:
    """``text`` with accented letters, a third longer, in brackets; placeholders kept intact.

    The brackets show where each translated string starts and ends, the accents show text that
    bypassed translation (it stays plain ASCII), and the padding finds widgets too narrow for
    longer languages. A file filter's patterns stay outside, as QFileDialog must read them.
    """
    patterns = _FILE_PATTERNS.search(text)
    if patterns:
        return pseudo_translate(text[: patterns.start()]) + patterns.group()
    parts = []
    position = 0
    letters = 0
    for kept in _KEPT.finditer(text):
        plain = text[position : kept.start()]
        parts.append(plain.translate(_ACCENTED))
        parts.append(kept.group())
        letters += sum(ch.isalpha() for ch in plain)
        position = kept.end()
    plain = text[position:]
    parts.append(plain.translate(_ACCENTED))
    letters += sum(ch.isalpha() for ch in plain)
    padding = "~" * ((letters + 2) // 3)
    return f"{PSEUDO_OPEN}{''.join(parts)}{padding}{PSEUDO_CLOSE}"


def pseudo_catalogue(sources: Iterable[Catalogue], english: Catalogue | None = None) -> Catalogue:
    """The pseudo-locale: every message of ``sources``, transformed by :func:`pseudo_translate`.

    Args:
        sources: The .ts files whose messages (live or unfinished) to cover; their union is taken.
        english: The English .ts, whose plural forms ("%n move" / "%n moves") the pseudo-locale
            transforms; without it both forms come from the source text.
    """
    plurals = {
        (m.context, m.source, m.comment): m.translations
        for m in (english.messages if english else ())
        if m.numerus and m.shipped
    }
    messages: dict[tuple[str, str, str], Message] = {}
    for catalogue in sources:
        for message in catalogue.messages:
            key = (message.context, message.source, message.comment)
            if message.state in {"obsolete", "vanished"} or key in messages:
                continue
            if message.numerus:
                english_forms = plurals.get(key, (message.source, message.source))
                forms = tuple(pseudo_translate(form or message.source) for form in english_forms)
            else:
                forms = (pseudo_translate(message.source),)
            messages[key] = replace(message, translations=forms, state="")
    return Catalogue(PSEUDO_LANGUAGE, tuple(messages.values()))


# --- the build step -----------------------------------------------------------------------------


def ts_files(ts_dir: Path) -> list[Path]:
    """The app's .ts sources in ``ts_dir`` (rusol_qt_<lang>.ts), sorted."""
    return sorted(ts_dir.glob("rusol_qt_*.ts"))


def language_of(ts_path: Path) -> str:
    """The language code in a .ts file name: "nb" for rusol_qt_nb.ts."""
    return ts_path.stem.removeprefix("rusol_qt_")


def build(ts_dir: Path, out_dir: Path) -> list[Path]:
    """Compile every rusol_qt_<lang>.ts of ``ts_dir`` into ``out_dir``, plus the pseudo-locale.

    Returns:
        The .qm files written.

    Raises:
        TsError: a .ts file cannot be compiled.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    catalogues = {language_of(path): read_ts(path) for path in ts_files(ts_dir)}
    written = []
    for language, catalogue in catalogues.items():
        written.append(_write(out_dir / qm_name(language), write_qm(catalogue)))
    if catalogues:
        pseudo = pseudo_catalogue(catalogues.values(), catalogues.get("en"))
        written.append(_write(out_dir / qm_name(PSEUDO), write_qm(pseudo)))
    return written


def _write(path: Path, data: bytes) -> Path:
    """Write ``data`` unless the file already holds it, so rebuilds keep timestamps."""
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)
    return path


# --- the commands -------------------------------------------------------------------------------

#: The .ts sources, and where ``build`` puts the catalogues for a checkout's package.
TS_DIR = ROOT / "i18n"
PACKAGE_QM_DIR = ROOT / "rusol_qt" / "i18n"


def qt_tool(name: str) -> Path:
    """One of the Qt tools PySide6-Essentials ships (lupdate, lrelease), next to its package.

    Found through the package rather than PATH, which lacks a virtual environment's bin folder
    when its Python is run directly.

    Raises:
        FileNotFoundError: PySide6 or the tool is not installed.
    """
    import PySide6  # noqa: PLC0415 - only here: building the catalogues must not need Qt

    tool = Path(PySide6.__file__).resolve().parent / (name + (".exe" if os.name == "nt" else ""))
    if not tool.is_file():
        raise FileNotFoundError(f"{tool} is missing: it comes with PySide6-Essentials")
    return tool


def update(ts_dir: Path = TS_DIR) -> None:
    """Refresh every .ts file from the code with lupdate, dropping vanished texts.

    English gets only the plural texts ("%n cards" needs "%n card" and "%n cards"); every
    other language gets all of them.

    Raises:
        FileNotFoundError: lupdate is not installed (it comes with PySide6-Essentials).
    """
    import subprocess  # noqa: PLC0415 - see the imports

    common = [str(qt_tool("lupdate")), "-extensions", "py", "-locations", "none", "-no-obsolete"]
    common += ["-source-language", "en", str(ROOT / "rusol_qt")]
    sources = ts_files(ts_dir)
    english = [path for path in sources if language_of(path) == "en"]
    others = [str(path) for path in sources if language_of(path) != "en"]
    subprocess.run([*common, "-ts", *others], check=True)
    if english:
        subprocess.run([*common, "-pluralonly", "-ts", str(english[0])], check=True)


def main(argv: list[str] | None = None) -> int:
    """``python3 tools/linguist.py update|build``: refresh the .ts files, or compile them."""
    parser = argparse.ArgumentParser(prog="python3 tools/linguist.py", description=main.__doc__)
    parser.add_argument("command", choices=["update", "build"])
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
    else:
        for path in build(TS_DIR, PACKAGE_QM_DIR):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
