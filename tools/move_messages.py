"""Move translated messages from one context of the .ts catalogues to another.

For a class renamed or a text moved to another class: ``python3 tools/move_messages.py FROM TO
[SOURCE ...]`` moves every message of context FROM (or only those whose source text is given)
to context TO in every ``i18n/*.ts``, translations included; ``tools/linguist.py update`` then
puts the catalogues back in order.
"""

from __future__ import annotations

import re
import sys
from html import unescape
from pathlib import Path

I18N = Path(__file__).resolve().parents[1] / "i18n"
_CONTEXT = re.compile(r"<context>\s*<name>(.*?)</name>(.*?)</context>\s*", re.S)
_MESSAGE = re.compile(r"\s*<message(?: [^>]*)?>.*?</message>", re.S)
_SOURCE = re.compile(r"<source>(.*?)</source>", re.S)


def move(text: str, origin: str, target: str, sources: set[str]) -> tuple[str, int]:
    """``text`` (a .ts file) with the chosen messages of ``origin`` moved to ``target``."""
    moved: list[str] = []

    def take(match: re.Match[str]) -> str:
        if match.group(1) != origin:
            return match.group(0)
        kept: list[str] = []
        for message in _MESSAGE.findall(match.group(2)):
            source = _SOURCE.search(message)
            chosen = not sources or (source is not None and unescape(source.group(1)) in sources)
            (moved if chosen else kept).append(message)
        if not kept:
            return ""
        return f"<context>\n    <name>{origin}</name>{''.join(kept)}\n</context>\n"

    text = _CONTEXT.sub(take, text)
    if not moved:
        return text, 0
    block = "".join(moved)
    found = False

    def give(match: re.Match[str]) -> str:
        nonlocal found
        if match.group(1) != target:
            return match.group(0)
        found = True
        body = match.group(2).rstrip()
        return f"<context>\n    <name>{target}</name>{body}{block}\n</context>\n"

    text = _CONTEXT.sub(give, text)
    if not found:
        text = text.replace(
            "</TS>", f"<context>\n    <name>{target}</name>{block}\n</context>\n</TS>"
        )
    return text, len(moved)


def main(arguments: list[str]) -> int:
    """Move the messages in every catalogue; say how many moved in each."""
    if len(arguments) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    origin, target, *sources = arguments
    for path in sorted(I18N.glob("*.ts")):
        text, count = move(path.read_text(encoding="utf-8"), origin, target, set(sources))
        path.write_text(text, encoding="utf-8")
        print(f"{path.name}: {count} moved")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
