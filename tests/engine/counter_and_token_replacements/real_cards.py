"""The real cards these scenarios use, as the 2026 card file has them (Oracle text)."""

from __future__ import annotations

from typing import Any

DOUBLING_SEASON = {
    "name": "Doubling Season",
    "type_line": "Enchantment",
    "mana_cost": "{4}{G}",
    "layout": "normal",
    "colors": ["G"],
    "oracle_text": "If an effect would create one or more tokens under your control, it creates "
    "twice that many of those tokens instead.\nIf an effect would put one or more counters on a "
    "permanent you control, it puts twice that many of those counters on that permanent instead.",
}
PARALLEL_LIVES = {
    "name": "Parallel Lives",
    "type_line": "Enchantment",
    "mana_cost": "{3}{G}",
    "layout": "normal",
    "colors": ["G"],
    "oracle_text": "If an effect would create one or more tokens under your control, it creates "
    "twice that many of those tokens instead.",
}
HARDENED_SCALES = {
    "name": "Hardened Scales",
    "type_line": "Enchantment",
    "mana_cost": "{G}",
    "layout": "normal",
    "colors": ["G"],
    "oracle_text": "If one or more +1/+1 counters would be put on a creature you control, that "
    "many plus one +1/+1 counters are put on it instead.",
}
JACE_BELEREN = {
    "name": "Jace Beleren",
    "type_line": "Legendary Planeswalker — Jace",
    "mana_cost": "{1}{U}{U}",
    "loyalty": "3",
    "layout": "normal",
    "colors": ["U"],
    "oracle_text": "[+2]: Each player draws a card.\n[−1]: Target player draws a card.\n"
    "[−10]: Target player mills twenty cards.",
}
WALKING_BALLISTA = {
    "name": "Walking Ballista",
    "type_line": "Artifact Creature — Construct",
    "mana_cost": "{X}{X}",
    "power": "0",
    "toughness": "0",
    "layout": "normal",
    "colors": [],
    "oracle_text": "Walking Ballista enters the battlefield with X +1/+1 counters on it.\n"
    "{4}: Put a +1/+1 counter on Walking Ballista.\n"
    "Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.",
}
RAISE_THE_ALARM = {
    "name": "Raise the Alarm",
    "type_line": "Instant",
    "mana_cost": "{1}{W}",
    "layout": "normal",
    "colors": ["W"],
    "oracle_text": "Create two 1/1 white Soldier creature tokens.",
}
QUESTING_BEAST = {
    "name": "Questing Beast",
    "keywords": ["Vigilance", "Deathtouch", "Haste"],
    "type_line": "Legendary Creature — Beast",
    "mana_cost": "{2}{G}{G}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "colors": ["G"],
    "oracle_text": "Vigilance, deathtouch, haste\nQuesting Beast can't be blocked by creatures "
    "with power 2 or less.\nCombat damage that would be dealt by creatures you control can't be "
    "prevented.\nWhenever Questing Beast deals combat damage to an opponent, it deals that much "
    "damage to target planeswalker that player controls.",
}
LLANOWAR_ELVES = {
    "name": "Llanowar Elves",
    "type_line": "Creature — Elf Druid",
    "mana_cost": "{G}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "colors": ["G"],
    "oracle_text": "{T}: Add {G}.",
}

# The cards the scenarios compile from their Oracle text. Doubling Season, Parallel Lives and
# Hardened Scales compile too (engine.oracle.grammar.that_many_instead): the stand-in scenarios
# leave their records out and place them as "text only" cards (`placed`), the compiled ones add
# REPLACEMENT_RECORDS.
RECORDS: dict[str, dict[str, Any]] = {
    str(r["name"]): r
    for r in (JACE_BELEREN, WALKING_BALLISTA, RAISE_THE_ALARM, QUESTING_BEAST, LLANOWAR_ELVES)
}
REPLACEMENT_RECORDS: dict[str, dict[str, Any]] = {
    str(r["name"]): r for r in (DOUBLING_SEASON, PARALLEL_LIVES, HARDENED_SCALES)
}


def placed(record: dict[str, Any], object_id: str) -> dict[str, Any]:
    """A card as the builder places one whose text the engine doesn't apply ("text only"): its
    characteristics and Oracle text given inline, no definition to find."""
    types = str(record["type_line"]).split(" — ")
    words = types[0].split()
    found: dict[str, Any] = {
        "types": [w for w in words if w != "Legendary"],
        "supertypes": [w for w in words if w == "Legendary"],
        "subtypes": types[1].split() if len(types) > 1 else [],
        "colors": record["colors"],
        "mana_cost": record["mana_cost"],
        "oracle_text": record["oracle_text"],
        "keywords": list(record.get("keywords", ())),
    }
    for key in ("power", "toughness"):
        if record.get(key) is not None:
            found[key] = int(record[key])
    return {"id": object_id, "card": record["name"], "characteristics": found}
