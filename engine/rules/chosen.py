"""What was chosen for a permanent as it entered (614.12a: "As ~ enters, choose a color." /
"... choose a creature type."), kept on the object (`GameObject.chosen`) while it's on the
battlefield, and the card words that read it back: a static ability's "the chosen color" and
"the chosen type" are the words "chosen_color" and "chosen_creature_type", bound to the
object's choice as its abilities are read (engine.rules.effect_kinds.bind); before anything is
chosen they name nothing (""), so "creatures of the chosen type" are no creatures at all."""

from __future__ import annotations

from engine.core.state import GameObject

# "protector": the player chosen as a battle's protector as it enters (310.8a, 310.11a:
# engine.mechanics.battles).
CHOSEN_KINDS = ("color", "creature_type", "protector")
COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# The card words -> the kind of choice they read.
CHOSEN_WORDS = {"chosen_color": "color", "chosen_creature_type": "creature_type"}


def chosen_value(obj: GameObject, word: str) -> str:
    """The object's choice a card word names, or "" when nothing was chosen."""
    return str(obj.chosen.get(CHOSEN_WORDS[word], ""))


def chosen_color_letter(obj: GameObject | None) -> str:
    """The mana letter of the object's chosen color ("R"), or "" (106.1a)."""
    if obj is None:
        return ""
    return COLOR_LETTERS.get(str(obj.chosen.get("color", "")), "")
