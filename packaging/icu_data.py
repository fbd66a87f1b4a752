"""ICU's data for the Linux bundle, cut down to what Qt reads from it for this app.

PySide6's Linux wheels link Qt to their own ICU, whose data library ``libicudata.so.NN`` is
32 MB of the bundle's 98 (a third): every collation, converter, break dictionary, transliterator
and locale name ICU knows. Qt reads little of it: collation (``QCollator``, which sorts the file
dialog's names) for the language set, locale fallback data, time zones and normalisation; it
never asks ICU for line breaks (Qt has its own), legacy codecs (the app reads and writes UTF-8
only), transliteration, spelled-out numbers, or the display names of languages, regions,
currencies, units or zones. This keeps what Qt may read for the app's own languages and drops
the rest, then writes a new ``libicudata.so.NN`` holding the smaller data under the same symbol.

The data is ICU's *common data* package (``ucmndata.h``): a header, a table of contents (a count,
then name and data offsets from the table's start, sorted by name), the names, and the items,
each 16-byte aligned. The new library is assembled by the system's C compiler driver (``cc``,
``.incbin``): the Linux build machines have one; without it the build keeps the full data and
says so.

    python packaging/icu_data.py LIBICUDATA [OUT.so]     # what would be kept, or write it
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

#: The app's languages (i18n/*.ts), and Norwegian's macro-language, which ICU falls back to.
LANGUAGES = {"en", "nb", "no", "th", "de", "fr", "es", "ru"}

#: Whole trees of the data Qt never reads for this app (see the module's docstring).
DROPPED_TREES = {"brkitr", "translit", "rbnf", "curr", "lang", "region", "unit", "zone"}

_LOCALE = re.compile(r"(?P<language>[a-z]{2,3})(_[A-Za-z0-9]+)*\.res")
_ALIGN = 16


def _elf_symbol(library: bytes, pattern: re.Pattern[str]) -> tuple[str, int, int]:
    """Name, file offset and size of the first dynamic symbol matching ``pattern`` (ELF64 LE)."""
    if library[:4] != b"\x7fELF" or library[4] != 2 or library[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF file")
    (section_headers,) = struct.unpack_from("<Q", library, 0x28)
    entry_size, count, _names_index = struct.unpack_from("<HHH", library, 0x3A)
    sections = [
        struct.unpack_from("<IIQQQQIIQQ", library, section_headers + number * entry_size)
        for number in range(count)
    ]
    # .dynsym is the section of type SHT_DYNSYM (11); its sh_link names the string table.
    dynsym = next(section for section in sections if section[1] == 11)
    strings = sections[dynsym[6]]
    for number in range(dynsym[5] // 24):
        name_at, _info, _other, _index, value, size = struct.unpack_from(
            "<IBBHQQ", library, dynsym[4] + number * 24
        )
        start = strings[4] + name_at
        name = library[start : library.index(b"\0", start)].decode()
        if pattern.fullmatch(name):
            # The section that holds the address gives the file offset (not NOBITS, type 8).
            for section in sections:
                if section[1] != 8 and section[3] <= value < section[3] + section[5]:
                    return name, section[4] + value - section[3], size
    raise ValueError(f"no symbol matching {pattern.pattern}")


def read_package(blob: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The header and the items (name, bytes) of a common data package."""
    (header_size,) = struct.unpack_from("<H", blob, 0)
    if blob[2:4] != b"\xda\x27" or blob[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    table = header_size
    (count,) = struct.unpack_from("<I", blob, table)
    entries = [struct.unpack_from("<II", blob, table + 4 + 8 * n) for n in range(count)]
    items = []
    for number, (name_at, data_at) in enumerate(entries):
        start = table + name_at
        name = blob[start : blob.index(b"\0", start)].decode("ascii")
        end = table + entries[number + 1][1] if number + 1 < count else len(blob)
        items.append((name, blob[table + data_at : end]))
    return blob[:header_size], items


def write_package(header: bytes, items: Iterable[tuple[str, bytes]]) -> bytes:
    """A common data package of ``items`` (sorted by name, as ICU looks them up)."""
    chosen = sorted(items)
    names = b"".join(name.encode("ascii") + b"\0" for name, _data in chosen)
    table_size = 4 + 8 * len(chosen)
    data_at = table_size + len(names)
    data_at += -(len(header) + data_at) % _ALIGN
    entries, body, name_at = [], bytearray(), table_size
    for name, data in chosen:
        entries.append(struct.pack("<II", name_at, data_at + len(body)))
        name_at += len(name) + 1
        body += data + b"\0" * (-len(data) % _ALIGN)
    padding = b"\0" * (data_at - table_size - len(names))
    table = struct.pack("<I", len(chosen)) + b"".join(entries)
    return header + table + names + padding + bytes(body)


def wanted(name: str) -> bool:
    """Whether the item ``name`` (``icudt73l/coll/de.res``) is kept."""
    parts = name.split("/")[1:]  # without the package's own name
    if len(parts) > 1 and parts[0] in DROPPED_TREES:
        return False
    leaf = parts[-1]
    if len(parts) == 1 and leaf.endswith(".cnv"):
        return False  # a legacy codec (their aliases, cnvalias.icu, stay)
    locale = _LOCALE.fullmatch(leaf)
    if locale is not None and len(parts) <= 2 and leaf != "res_index.res":
        # A locale of the main tree or of a tree kept (collation): only the app's languages.
        return locale.group("language") in LANGUAGES
    return True


def trimmed_library(original: Path, out_folder: Path) -> Path | None:
    """Write the cut-down ``libicudata`` into ``out_folder``; ``None`` without a C compiler."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        return None
    library = original.read_bytes()
    symbol, offset, size = _elf_symbol(library, re.compile(r"icudt\d+_dat"))
    header, items = read_package(library[offset : offset + size])
    package = out_folder / f"{symbol}.dat"
    out_folder.mkdir(parents=True, exist_ok=True)
    package.write_bytes(write_package(header, [(n, d) for n, d in items if wanted(n)]))
    target = out_folder / original.name
    with tempfile.TemporaryDirectory() as work:
        source = Path(work) / "data.S"
        source.write_text(
            "\t.section .rodata\n"
            f"\t.globl {symbol}\n"
            f"\t.type {symbol}, %object\n"
            f"\t.balign {_ALIGN}\n"
            f"{symbol}:\n"
            f'\t.incbin "{package}"\n'
            f"\t.size {symbol}, . - {symbol}\n"
            '\t.section .note.GNU-stack,"",%progbits\n'
        )
        subprocess.run(
            [
                compiler,
                "-shared",
                "-nostdlib",
                f"-Wl,-soname,{original.name}",
                "-o",
                target,
                source,
            ],
            check=True,
        )
    return target


def main(argv: list[str]) -> int:
    """List what would be kept of a ``libicudata``, or write the cut-down library."""
    original = Path(argv[0])
    if len(argv) > 1:
        made = trimmed_library(original, Path(argv[1]))
        print(made or "no C compiler: nothing written")
        return 0 if made else 1
    library = original.read_bytes()
    _symbol, offset, size = _elf_symbol(library, re.compile(r"icudt\d+_dat"))
    _header, items = read_package(library[offset : offset + size])
    kept = [(name, len(data)) for name, data in items if wanted(name)]
    for name, length in kept:
        print(f"{length:>9} {name}")
    print(f"kept {len(kept)} of {len(items)} items, {sum(n for _, n in kept):,} of {size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
