"""Write the reference data for the built-in card set (run it again after adding cards).

    .venv/bin/python tests/engine/cards/make_builtin_fixture.py [CARDDATA_DIR] [RULES_FILE]

For every card the engine's registry defines it copies, from the real card data (Scryfall format,
see ../shared/carddata/README.md), the fields the reference test checks into
fixtures/builtin_cards.json. It also writes fixtures/keyword_words.json: the keyword actions (701)
and ability words (207.2c) of the Comprehensive Rules, which Scryfall lists among a card's
"keywords" but which are not keyword abilities a definition declares.
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
ROOT = HERE.parents[2]
SHARED = ROOT.parent / "shared"
FIELDS = (
    "name",
    "mana_cost",
    "type_line",
    "power",
    "toughness",
    "loyalty",
    "colors",
    "keywords",
    "oracle_text",
)


def load_cards(carddata: Path) -> dict[str, dict[str, Any]]:
    with gzip.open(carddata / "oracle-cards-2026.json.gz", "rt", encoding="utf-8") as fh:
        cards = {c["name"]: c for c in json.load(fh)}
    supplement = carddata / "supplement-cards.json"
    if supplement.exists():
        for c in json.loads(supplement.read_text(encoding="utf-8")):
            cards.setdefault(c["name"], c)
    return cards


def keyword_words(rules: Path) -> dict[str, list[str]]:
    text = rules.read_text(encoding="utf-8")
    actions = sorted(
        {m.group(1).strip().lower() for m in re.finditer(r"^701\.\d+\. (.+)$", text, re.M)}
    )
    found = re.search(r"^207\.2c .*?The ability words are (.+?)\.$", text, re.M)
    words = (
        [w.strip().removeprefix("and ").strip() for w in found.group(1).split(",")] if found else []
    )
    return {
        "source": "Comprehensive Rules 701 (keyword actions) and 207.2c (ability words)",
        "keyword_actions": actions,
        "ability_words": sorted(words),
    }


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from engine.cards.registry import REGISTRY

    carddata = Path(argv[1]) if len(argv) > 1 else SHARED / "carddata"
    rules = Path(argv[2]) if len(argv) > 2 else SHARED / "rules" / "MagicCompRules.txt"
    cards = load_cards(carddata)
    out, missing = [], []
    for name in REGISTRY.names():
        card = cards.get(name)
        if card is None:
            missing.append(name)
            continue
        out.append({"object": "card", **{k: card[k] for k in FIELDS if k in card}})
    fixtures = HERE / "fixtures"
    fixtures.mkdir(exist_ok=True)
    (fixtures / "builtin_cards.json").write_text(
        json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    (fixtures / "keyword_words.json").write_text(
        json.dumps(keyword_words(rules), indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(out)} cards; not in the card data: {', '.join(missing) or 'none'}")
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
