"""Vendor mana-font (the npm package) into builder/static/vendor/mana-font: `make mana-font`.

    manage.py vendor_mana_font PACKAGE_DIR

PACKAGE_DIR is the unpacked npm package (``npm pack mana-font@VERSION``). The stylesheet is
kept as published except its @font-face rules, replaced by one that loads the WOFF2 font from
beside it (the other formats and the MPlantin text font are never used by the pages). The
font is under the SIL OFL 1.1 and the stylesheet under the MIT license (see LICENSE.md there).

Beside it, ``mana-costs.min.css``: only the rules that draw the cost symbols the pages use
(builder.cards.manasymbols), about a fifth of the size, for the embeds (their whole transfer is kept
under 100 KB).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from builder.cards.manasymbols import FONT_SYMBOLS

TARGET = Path(__file__).resolve().parents[2] / "static" / "vendor" / "mana-font"
FONT_FACE = (
    '@font-face{font-family:"Mana";src:url("mana.woff2") format("woff2");'
    "font-weight:normal;font-style:normal;font-display:swap}"
)

_RULE = re.compile(r"([^{}@]+)\{([^{}]*)\}")


def cost_symbols_only(css: str) -> str:
    """The rules of mana-font's stylesheet that draw cost symbols (``ms ms-cost ms-wu``): each
    selector kept when every class it names is one of those (its font-face first)."""
    wanted = {"ms", "ms-cost", *(f"ms-{name}" for name in FONT_SYMBOLS)}
    kept = [FONT_FACE]
    for selectors, body in _RULE.findall(re.sub(r"@font-face\{[^}]*\}", "", css)):
        chosen = [
            s.strip()
            for s in selectors.split(",")
            if (names := set(re.findall(r"\.([\w-]+)", s))) and names <= wanted
        ]
        if chosen:
            kept.append(f"{','.join(chosen)}{{{body}}}")
    return "\n".join(kept) + "\n"


class Command(BaseCommand):
    help = "Copy mana-font's stylesheet and WOFF2 font from an unpacked npm package."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("package", type=Path)

    def handle(self, *args: Any, **options: Any) -> None:
        package: Path = options["package"]
        source = package / "css" / "mana.min.css"
        if not source.exists():
            raise CommandError(f"{source} is missing: is {package} the unpacked package?")
        css = source.read_text(encoding="utf-8").lstrip("\ufeff")
        css = re.sub(r"@font-face\{[^}]*\}", "", css)
        css = re.sub(r"/\*# sourceMappingURL=[^*]*\*/", "", css).strip().lstrip("\ufeff")
        TARGET.mkdir(parents=True, exist_ok=True)
        (TARGET / "mana.min.css").write_text(f"{FONT_FACE}\n{css}\n", encoding="utf-8")
        (TARGET / "mana-costs.min.css").write_text(cost_symbols_only(css), encoding="utf-8")
        shutil.copyfile(package / "fonts" / "mana.woff2", TARGET / "mana.woff2")
        self.stdout.write(f"mana-font vendored into {TARGET}")
