"""Affinity (702.41): "Affinity for [text]" means "This spell costs {1} less to cast for each
[text] you control" (702.41a); several instances each apply (702.41b). The [text] is a card type
("artifacts", "creatures", "artifact creatures"), a subtype in the plural ("Forests",
"Equipment", "Allies", "Elves"), "tokens" (111.1), "historic permanents" (700.6: legendary,
artifact or Saga) or "outlaws" (700.12: Assassin, Mercenary, Pirate, Rogue, Warlock). The
keyword is held as its words, lowercase among an object's keywords ("affinity for forests").

A cost reduction applies as the total cost is determined (601.2f), after additional costs
(kicker, buyback) are added, and reduces only generic mana, never below none (601.2f). The
artifacts counted are the caster's as the spell is cast; delve, convoke and improvise then pay
part of what is left."""

from __future__ import annotations

from engine.cards.model import generic_mana
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.mechanics.delve import cost_after_delve
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of

AFFINITY_FOR_ARTIFACTS = "affinity for artifacts"
AFFINITY_FOR = "affinity for "
RULE = "702.41a"

# The [text] naming card types (205.2a): the permanent has every one of them.
CARD_TYPE_QUALITIES: dict[str, tuple[str, ...]] = {
    "artifacts": ("Artifact",),
    "creatures": ("Creature",),
    "enchantments": ("Enchantment",),
    "lands": ("Land",),
    "planeswalkers": ("Planeswalker",),
    "artifact creatures": ("Artifact", "Creature"),
}
OUTLAWS = frozenset({"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"})  # 700.12
_IRREGULAR = {"elf": "elves", "dwarf": "dwarves", "wolf": "wolves", "werewolf": "werewolves"}


def _plurals(subtype: str) -> frozenset[str]:
    """The ways Oracle text writes a subtype in the plural ("forests", "allies", "equipment",
    "elves"), lowercase."""
    word = subtype.lower()
    found = {word, word + "s", word + "es", _IRREGULAR.get(word, word)}
    if word.endswith("y"):
        found.add(word[:-1] + "ies")
    return frozenset(found)


def counts_for(state: GameState, obj: GameObject, quality: str) -> bool:
    """Is this permanent one of the [text] of "affinity for [text]" (lowercase)?"""
    c = chars(state, obj)
    if quality in CARD_TYPE_QUALITIES:
        return all(c.is_type(t) for t in CARD_TYPE_QUALITIES[quality])
    if quality == "tokens":
        return obj.token
    if quality == "historic permanents":  # 700.6
        return c.is_type("Artifact") or "Legendary" in c.supertypes or "Saga" in c.subtypes
    if quality == "outlaws":  # 700.12
        return bool(OUTLAWS & set(c.subtypes))
    return any(quality in _plurals(s) for s in c.subtypes)


def affinities(state: GameState, spell: GameObject) -> list[str]:
    """The [text] of each affinity the spell has ("forests")."""
    return [
        k.removeprefix(AFFINITY_FOR)
        for k in sorted(chars(state, spell).keywords)
        if k.startswith(AFFINITY_FOR)
    ]


def affinity_reduction(state: GameState, spell: GameObject, cost: str, x: int) -> int:
    """How much generic mana the spell's affinities take off the total cost `cost` (X = `x`):
    {1} for each [text] its caster controls, for each affinity (702.41a-b)."""
    mine = [o for o in state.battlefield if o.controller == spell.owner and not o.phased_out]
    less = sum(
        sum(1 for o in mine if counts_for(state, o, quality))
        for quality in affinities(state, spell)
    )
    return min(less, generic_mana(cost, x))


def cost_after_affinity(state: GameState, spell: GameObject, cost: str, x: int) -> tuple[str, int]:
    """The total cost once affinity for artifacts reduces it (601.2f)."""
    return cost_after_delve(cost, x, affinity_reduction(state, spell, cost, x))


def reduce_by_affinity(res: Resolution, spell_id: str, cost: str, x: int) -> tuple[str, int]:
    """601.2f, 702.41a: the reduced total cost, with the log saying by how much."""
    spell = res.state.object(spell_id)
    less = affinity_reduction(res.state, spell, cost, x)
    if not less:
        return cost, x
    left, left_x = cost_after_delve(cost, x, less)
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell)} costs {{{less}}} less to cast: "
        + "; ".join(f"affinity for {q}, for the {q}" for q in affinities(res.state, spell))
        + f" {name_of(res.state, spell.owner)} controls; the total cost is {left}",
        RULE,
        "601.2f",
        objects=(spell_id,),
    )
    return left, left_x
