"""Token entries: what a `t:` legacy description or a `T:` token-script id says about a token.

    t:Elf Warrior,P:1,T:1,Cost:no cost,Color:G,Types:Creature-Elf-Warrior,Keywords:,Image:g_1_1_elf_warrior_ori
    T:r_2_2_human_knight_trample_haste   -> red 2/2 Human Knight creature with trample and haste
    T:c_a_treasure_sac                   -> colorless Treasure artifact ("sac": its mana ability)

A script id is `<colors>_[<power>_<toughness>_][<a|e|l>_]<subtypes>_<keywords/abilities>`;
words after the subtypes that aren't keywords name token abilities Forge scripts (`sac`,
`snipe`, `noblock`...), which the engine doesn't model: they are listed in `unmodeled`.
A token is named as the engine names the tokens it creates (111.4: "Elf Warrior Token"), so its
predefined definition is found the same way (engine.cards.tokens.token_kind, 111.10).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards.tokens import token_kind, token_name
from engine.core.card_types import CARD_TYPES, SUPERTYPES

COLOR_LETTERS = "WUBRG"
TYPE_LETTERS = {"a": "Artifact", "e": "Enchantment", "l": "Land"}
# Keyword spellings in script ids (no spaces) -> the keyword's name.
SCRIPT_KEYWORDS = {
    "flying": "Flying",
    "trample": "Trample",
    "haste": "Haste",
    "vigilance": "Vigilance",
    "lifelink": "Lifelink",
    "deathtouch": "Deathtouch",
    "menace": "Menace",
    "reach": "Reach",
    "defender": "Defender",
    "hexproof": "Hexproof",
    "indestructible": "Indestructible",
    "firststrike": "First strike",
    "doublestrike": "Double strike",
    "infect": "Infect",
    "wither": "Wither",
    "shroud": "Shroud",
    "prowess": "Prowess",
    "flash": "Flash",
    "ward": "Ward",
    "changeling": "Changeling",
    "decayed": "Decayed",
    "persist": "Persist",
    "undying": "Undying",
}
# Abilities of well-known token kinds, as their Oracle text.
TOKEN_ABILITY_TEXT = {
    ("treasure", "sac"): "{T}, Sacrifice this artifact: Add one mana of any color.",
    ("food", "sac"): "{2}, {T}, Sacrifice this artifact: You gain 3 life.",
    ("clue", "draw"): "{2}, Sacrifice this artifact: Draw a card.",
    ("clue", "sac"): "{2}, Sacrifice this artifact: Draw a card.",
    ("gold", "sac"): "Sacrifice this artifact: Add one mana of any color.",
    ("blood", "draw"): "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.",
    ("powerstone", ""): "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.",
}
# Words that end the subtypes of a script id without being keywords (abilities Forge scripts).
ABILITY_WORDS = frozenset(
    {"sac", "draw", "snipe", "noblock", "cantblock", "drawcounter", "spiritshadow", "blockflying"}
)


@dataclass(frozen=True)
class TokenFacts:
    """A token's name and inline characteristics (the scenario document's shape)."""

    name: str
    characteristics: dict[str, Any]
    unmodeled: tuple[str, ...] = ()  # abilities the engine doesn't model
    recognized: bool = True  # False when the spec couldn't be read at all


def legacy_token(description: str) -> TokenFacts:
    """`Name,P:1,T:1,Cost:no cost,Color:G,Types:Creature-Elf,Keywords:Flying-Vigilance,Image:...`."""
    name, *fields = (part.strip() for part in description.split(","))
    values: dict[str, str] = {}
    for field in fields:
        key, _, value = field.partition(":")
        values[key.strip().lower()] = value.strip()
    words = [w for w in values.get("types", "").split("-") if w]
    colors = values.get("color")
    if colors is None:  # some descriptions leave the colour to the image key: b_2_2_zombie_akh
        colors = values.get("image", "").split("_")[0]
    characteristics = _characteristics(
        types=[w for w in words if w in CARD_TYPES],
        supertypes=[w for w in words if w in SUPERTYPES],
        subtypes=[w for w in words if w not in CARD_TYPES and w not in SUPERTYPES],
        colors=_colors(colors),
        power=_number(values.get("p")),
        toughness=_number(values.get("t")),
        keywords=[_keyword_name(k) for k in values.get("keywords", "").split("-") if k.strip()],
    )
    return TokenFacts(token_name(name) or "Token", characteristics, recognized=bool(name))


def script_token(script: str) -> TokenFacts:
    """`r_2_2_human_knight_trample_haste`, `c_a_treasure_sac`, `incubator_c_0_0_a_phyrexian`."""
    words = [w for w in script.strip().lower().split("_") if w]
    while words and not _is_color_code(words[0]):
        words.pop(0)  # a leading kind such as "incubator" names the token's front face
    if not words:
        return TokenFacts(script.strip().title() or "Token", {}, recognized=False)
    colors = _colors(words.pop(0))
    power = toughness = None
    types: list[str] = []
    if len(words) >= 2 and _is_stat(words[0]) and _is_stat(words[1]):
        power, toughness = _number(words.pop(0)), _number(words.pop(0))
    while words and words[0] in TYPE_LETTERS:
        types.append(TYPE_LETTERS[words.pop(0)])
    if power is not None:
        types.append("Creature")
    subtypes: list[str] = []
    while words and words[0] not in SCRIPT_KEYWORDS and words[0] not in ABILITY_WORDS:
        subtypes.append(words.pop(0).title())
    if power is None and len(subtypes) > 1:  # noncreature tokens: one subtype, then abilities
        words[:0] = [w.lower() for w in subtypes[1:]]
        subtypes = subtypes[:1]
    keywords = [SCRIPT_KEYWORDS[w] for w in words if w in SCRIPT_KEYWORDS]
    abilities = [w for w in words if w not in SCRIPT_KEYWORDS]
    kind = subtypes[0].lower() if subtypes else ""
    known_text = [TOKEN_ABILITY_TEXT.get((kind, w)) for w in abilities or [""]]
    oracle_text = " ".join(t for t in known_text if t)
    characteristics = _characteristics(
        types=types,
        subtypes=subtypes,
        colors=colors,
        power=power,
        toughness=toughness,
        keywords=keywords,
        oracle_text=oracle_text,
    )
    return TokenFacts(token_name(" ".join(subtypes)) or "Token", characteristics, tuple(abilities))


def legacy_description(name: str, characteristics: Mapping[str, Any]) -> str:
    """The `t:` description of a token with these characteristics (for export): Forge names it
    without the " Token" the engine's name has (111.4)."""
    colors = "".join(c for c in COLOR_LETTERS if c in _strings(characteristics, "colors")) or "C"
    types = [
        *_strings(characteristics, "supertypes"),
        *_strings(characteristics, "types"),
        *_strings(characteristics, "subtypes"),
    ]
    keywords = _strings(characteristics, "keywords")
    power, toughness = characteristics.get("power"), characteristics.get("toughness")
    image = "_".join(
        [
            colors.lower(),
            *([str(power), str(toughness)] if power is not None else []),
            *(w.lower() for w in _strings(characteristics, "subtypes")),
        ]
    )
    parts = [token_kind(name)]
    if power is not None:
        parts.append(f"P:{power}")
    if toughness is not None:
        parts.append(f"T:{toughness}")
    parts += [
        "Cost:no cost",
        f"Color:{colors}",
        f"Types:{'-'.join(types)}",
        f"Keywords:{'-'.join(keywords)}",
        f"Image:{image}",
    ]
    return ",".join(parts)


def _characteristics(**values: Any) -> dict[str, Any]:
    """Only the fields that say something, so documents stay short."""
    return {key: value for key, value in values.items() if value not in (None, [], "")}


def _is_color_code(word: str) -> bool:
    return 0 < len(word) <= 5 and all(c in "wubrgc" for c in word)


def _colors(code: str) -> list[str]:
    letters = code.upper().replace(" ", "")
    return [c for c in COLOR_LETTERS if c in letters]


def _is_stat(word: str) -> bool:
    return word.isdigit() or word == "x"


def _number(text: str | None) -> int | None:
    """A power or toughness; X counts as 0 outside the stack (107.2)."""
    if text is None:
        return None
    text = text.strip()
    if text.lstrip("-").isdigit():
        return int(text)
    return 0 if text.lower() == "x" else None


def _keyword_name(word: str) -> str:
    word = word.strip()
    return SCRIPT_KEYWORDS.get(word.lower().replace(" ", ""), word[:1].upper() + word[1:].lower())


def _strings(characteristics: Mapping[str, Any], key: str) -> Sequence[str]:
    value = characteristics.get(key, ())
    return [str(v) for v in value] if isinstance(value, list | tuple) else []
