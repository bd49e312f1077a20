"""Activation and additional costs (602.1, 118): the cost's parts as one typed declaration."""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True)
class Cost:
    """An activation cost (602.1, 118). Mana is in braces notation, e.g. "{4}{W}{W}".

    The parts that act on other objects choose them as the cost is paid (601.2h, 602.2b; see
    engine.rules.cost_payment): a card type ("Creature"), a subtype ("Goblin") or "Permanent" /
    "" (any) names which qualify. A cost that can't be paid in full can't be paid at all (118.3).
    """

    mana: str = ""
    tap: bool = False
    untap: bool = False
    exile_self: bool = False
    sacrifice_self: bool = False
    discard_self: bool = False  # "Discard this card" from the hand (701.9a; cycling, 702.29a)
    # "Sacrifice a [card type]": `sacrifice_count` permanents of that type you control (701.21a);
    # `sacrifice_other`: "Sacrifice another creature" (not the source).
    sacrifice: str = ""
    sacrifice_count: int = 1
    sacrifice_other: bool = False
    life: int = 0
    loyalty: int | None = None  # a loyalty ability's [+N] / [-N] (606.4); see engine.rules.loyalty
    # "Spend only black mana on X" (Crypt Rats): the mana types that may pay the {X} in `mana`.
    # Text after the colon that defines an aspect of the activation cost (602.1b); enforced as the
    # cost is paid from the pool (engine.rules.mana.payment). Empty: any type, like other generic mana.
    x_colors: tuple[str, ...] = ()
    # "Discard a card" / "Discard two cards" / "Discard a land card" (701.9a), "at random" (701.9b).
    discard: int = 0
    discard_type: str = ""
    discard_random: bool = False
    # "Tap two untapped Clerics you control" (701.26a): not {T}, so 302.6 doesn't apply to them.
    tap_untapped: int = 0
    tap_untapped_type: str = ""
    # "Tap another untapped creature you control" (station 702.184a): not the source.
    tap_untapped_other: bool = False
    # "Return a land you control to its owner's hand"; `return_to_hand_count`: "Return two
    # Islands you control to their owner's hand" (an alternative cost, 118.9).
    return_to_hand: str = ""
    return_to_hand_count: int = 1
    # "Remove a +1/+1 counter from ~": `remove_counters` counters of that kind (122.1) from the source.
    remove_counters: int = 0
    remove_counter_kind: str = ""
    # "Remove a +1/+1 counter from a creature you control": from a permanent of this type you
    # control instead of the source (empty: the source).
    remove_counters_from: str = ""
    # "Put a -1/-1 counter on ~" (122.6).
    put_counters: int = 0
    put_counter_kind: str = ""
    return_self: bool = False  # "Return ~ to its owner's hand"
    # "Return an unblocked attacking creature you control to its owner's hand" (ninjutsu 702.49a,
    # sneak 702.190a): one of the player's attackers that is unblocked (509.1h, 508.4d).
    return_unblocked_attacker: bool = False
    # "Exile two cards from your graveyard" / "Exile a creature card from your graveyard" (406.1).
    exile_from_graveyard: int = 0
    exile_from_graveyard_type: str = ""
    # "Exile a blue card from your hand" (406.1; evoke's Force of Will-like costs, 702.74a):
    # this many cards of the type (a color word may come first, "blue Card") from the hand.
    exile_from_hand: int = 0
    exile_from_hand_type: str = ""
    mill: int = 0  # "Mill a card" (701.17a; 701.17b: not more than the library holds)
    # Crew N (702.122a): "Tap any number of untapped creatures you control with total power N or
    # more" (engine.rules.crewing); 0: no such part.
    crew: int = 0
    # Saddle N (702.171a): the same tapping, to saddle the permanent (702.171c); 0: no such part.
    saddle: int = 0
    energy: int = 0  # "Pay {E}{E}": energy counters removed from the player (107.14)
    # Craft (702.167a): exile this many materials of `craft_type` (a card type or subtype, empty:
    # any) from among permanents you control and cards in your graveyard; `craft_more`: "or more"
    # ("one or more creatures"). Paid by engine.rules.crafting.
    craft: int = 0
    # "Collect evidence N" (701.59a): exile cards from your graveyard with total mana value N or
    # greater (engine.rules.evidence); 0: no such part.
    collect_evidence: int = 0
    craft_type: str = ""
    craft_more: bool = False
    # "Exert ~" (701.43a): it doesn't untap during its controller's next untap step; it can be
    # exerted tapped or untapped, again and again (701.43b), so this part can always be paid.
    exert_self: bool = False
    # "Blight N" (701.68a): N -1/-1 counters on one creature the player controls; 0: no such part.
    blight: int = 0
    # "Waterbend {5}" (701.67a): the mana is a waterbend cost, whose generic mana tapped
    # artifacts and creatures may pay (engine.mechanics.waterbend).
    waterbend: bool = False
    # "Behold a Dragon" (701.4a): reveal a card of that quality (a subtype) from the hand or
    # choose a permanent of it the player controls; "" : no such part.
    behold: str = ""
    # "[part] or pay {2}" (118.8): an additional cost paid either by its other parts or by this
    # mana, as the caster chooses (engine.actions.additional_costs); "": no choice.
    or_mana: str = ""
    # "Forage" (701.61a): exile three cards from your graveyard or sacrifice a Food
    # (engine.rules.foraging).
    forage: bool = False


COST_FIELDS = tuple(f.name for f in fields(Cost))
# The parts that choose other objects (engine.rules.cost_payment), as a custom card's cost
# writes them: what each means (the schema's descriptions). Numbers are counts, words a card
# type ("Creature"), a subtype ("Goblin") or nothing for any.
CHOSEN_COST_PARTS: dict[str, str] = {
    "sacrifice": "sacrifice permanents of this card type or subtype you control (701.21a): "
    '"Creature", "Goblin", "Permanent"',
    "sacrifice_count": "how many to sacrifice (1 unless given)",
    "sacrifice_other": 'only other permanents than the source ("Sacrifice another creature")',
    "discard": "discard this many cards (701.9a)",
    "discard_type": 'only cards of this type ("Land"); empty: any card',
    "discard_random": "the discarded cards are chosen at random (701.9b)",
    "tap_untapped": "tap this many untapped permanents you control (701.26a)",
    "tap_untapped_type": 'of this type or subtype ("Creature", "Cleric"); empty: any',
    "return_to_hand": "return a permanent you control of this type to its owner's hand",
    "remove_counters": "remove this many counters from the source (122.1)",
    "remove_counter_kind": 'the kind of counter removed ("+1/+1", "charge")',
    "remove_counters_from": 'remove them from a permanent of this type you control ("Creature") '
    "instead of the source",
    "put_counters": "put this many counters on the source (122.6)",
    "put_counter_kind": 'the kind of counter put ("-1/-1")',
    "return_self": "return the source to its owner's hand",
    "exile_from_graveyard": "exile this many cards from your graveyard",
    "exile_from_graveyard_type": 'only cards of this type ("Creature"); empty: any card',
    "mill": "mill this many cards (701.17a; not more than the library holds, 701.17b)",
    "behold": 'behold a card or permanent of this subtype ("Dragon", 701.4a)',
    "blight": "blight this many: put that many -1/-1 counters on a creature you control (701.68a)",
}
# The parts a custom card's activated ability may have (the others belong to keyword abilities
# and spells: cycling's discard, a spell's "sacrifice a creature", a planeswalker's loyalty).
CUSTOM_COST_FIELDS = (
    "mana",
    "tap",
    "untap",
    "exile_self",
    "sacrifice_self",
    "life",
    "x_colors",
    *CHOSEN_COST_PARTS,
)
