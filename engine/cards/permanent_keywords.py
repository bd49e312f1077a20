"""Keyword abilities of permanents that stand for triggered abilities with a number or a cost
that varies from card to card (702): afterlife (702.135a), echo (702.30a), cumulative upkeep
(702.24a). The definition lists the ability the keyword
stands for with the builder here, as it lists bushido (engine.cards.keyword_abilities.bushido)
or cycling with its cost; a card known only by its keywords has no number to go by.

Each ability is an ordinary triggered ability over the shared vocabulary (a trigger kind and
instructions), carrying its keyword so the log cites the rule that defines it
(engine.cards.keyword_abilities.KEYWORD_RULES).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards.model import (
    ActivatedAbility,
    Cost,
    Instruction,
    StaticAbility,
    TriggeredAbility,
    instruction,
    static,
)
from engine.core.card_types import CARD_TYPES
from engine.core.state import Params, Zone

# Lowercase keyword -> the rule defining it, cited in the log beside 603.2 (603.4 when an
# intervening "if" is false).
RULES: dict[str, str] = {
    "afterlife": "702.135a",
    "echo": "702.30a",
    "cumulative upkeep": "702.24a",
    "fabricate": "702.123a",
    "evolve": "702.100a",
    "training": "702.149a",
    "dethrone": "702.105a",
    "scavenge": "702.97a",
    "modular": "702.43a",
    "bloodthirst": "702.54a",
    "unearth": "702.84a",
    "living weapon": "702.92a",
    "extort": "702.101a",
    "soulshift": "702.46a",
    "embalm": "702.128a",
    "eternalize": "702.129a",
    "encore": "702.141a",
    "graft": "702.58a",
    "ward": "702.21a",
    "outlast": "702.107a",
    "level up": "702.87a",
    "devour": "702.82a",
    "living metal": "702.161a",
    "for mirrodin!": "702.163a",
    "reinforce": "702.77a",
    "ninjutsu": "702.49a",
    "ingest": "702.115a",
    "job select": "702.182a",
    "increment": "702.191a",
    "hideaway": "702.75a",
    "champion": "702.72a",
    "ripple": "702.60a",
    "partner with": "702.124j",  # engine.mechanics.partner
    "ravenous": "702.156a",  # engine.mechanics.ravenous
    "recover": "702.59a",  # engine.mechanics.recover
}

# Keywords standing for a static ability (the keyword line lowers to it; printed back by
# comparison): totem armor (702.89a, engine.mechanics.totem_armor), unleash (702.98a,
# engine.mechanics.unleash).
TOTEM_ARMOR = static(
    "Totem armor (If enchanted creature would be destroyed, instead remove all damage from it "
    "and destroy this Aura.)",
    "totem_armor",
    object="enchanted",
)
# 702.89a-b: today's name of totem armor, the same ability ("enchanted permanent").
UMBRA_ARMOR = static(
    "Umbra armor (If enchanted permanent would be destroyed, instead remove all damage marked on "
    "it and destroy this Aura.)",
    "totem_armor",
    object="enchanted",
)
UNLEASH = static(
    "Unleash (You may have this creature enter with a +1/+1 counter on it. It can't block as "
    "long as it has a +1/+1 counter on it.)",
    "unleash",
)
# 702.161a: "During your turn, this permanent is an artifact creature in addition to its other
# types." (layer 4, 613.1d, while the condition holds).
LIVING_METAL = static(
    "Living metal (During your turn, this Vehicle is also a creature.)",
    "add_card_types",
    objects=("self",),
    types=("Artifact", "Creature"),
    as_long_as="your_turn",
)
# 702.125a: "This spell costs {1} less to cast for each opponent you have." A static ability
# working while the spell is on the stack (its cost is determined there, 601.2f); each instance
# applies (702.125c).
UNDAUNTED = StaticAbility(
    "Undaunted (This spell costs {1} less to cast for each opponent you have.)",
    "modify_spell_cost",
    Params({"spells": "self", "casters": "each", "generic": -1, "for_each": "opponents_you_have"}),
    zone=Zone.STACK,
)
# 702.44a: counters for each color of mana spent to cast it, +1/+1 counters on a creature and
# charge counters otherwise (engine.mechanics.sunburst).
SUNBURST = static(
    "Sunburst (This enters with a +1/+1 counter on it for each color of mana spent to cast it. "
    "If it isn't a creature, it enters with a charge counter instead.)",
    "sunburst",
)
STATIC_KEYWORDS: dict[str, StaticAbility] = {
    "Totem armor": TOTEM_ARMOR,
    "Umbra armor": UMBRA_ARMOR,
    "Unleash": UNLEASH,
    "Living metal": LIVING_METAL,
    "Undaunted": UNDAUNTED,
    "Sunburst": SUNBURST,
}

_YOUR_UPKEEP = Params({"step": "upkeep", "whose": "your"})


def _spirit_token() -> Params:
    """A 1/1 white and black Spirit creature token with flying (111.4: its name is its
    subtype)."""
    return Params(
        {
            "name": "Spirit",
            "types": ("Creature",),
            "subtypes": ("Spirit",),
            "power": 1,
            "toughness": 1,
            "colors": ("W", "B"),
            "keywords": ("Flying",),
        }
    )


def afterlife(n: int) -> TriggeredAbility:
    """702.135a: "Afterlife N" means "When this permanent is put into a graveyard from the
    battlefield, create N 1/1 white and black Spirit creature tokens with flying." Each instance
    triggers separately (702.135b)."""
    tokens = (
        "a 1/1 white and black Spirit creature token"
        if n == 1
        else (f"{_count_word(n)} 1/1 white and black Spirit creature tokens")
    )
    return TriggeredAbility(
        f"Afterlife {n} (When this creature dies, create {tokens} with flying.)",
        "self_dies",
        (instruction("create_tokens", token=_spirit_token(), count=n),),
        keyword="Afterlife",
    )


def fabricate(n: int) -> TriggeredAbility:
    """702.123a: "Fabricate N" means "When this permanent enters, you may put N +1/+1 counters
    on it. If you don't, create N 1/1 colorless Servo artifact creature tokens."
    (engine.mechanics.fabricate)."""
    if n == 1:
        reminder = (
            "put a +1/+1 counter on it or create a 1/1 colorless Servo artifact creature token"
        )
    else:
        word = _count_word(n)
        reminder = (
            f"put {word} +1/+1 counters on it or create {word} 1/1 colorless Servo artifact "
            "creature tokens"
        )
    return TriggeredAbility(
        f"Fabricate {n} (When this creature enters, {reminder}.)",
        "self_enters",
        (instruction("fabricate", count=n),),
        keyword="Fabricate",
    )


def modular(n: int) -> tuple[StaticAbility, TriggeredAbility]:
    """702.43a: "Modular N" means "This permanent enters with N +1/+1 counters on it" and "When
    this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on
    target artifact creature for each +1/+1 counter on this permanent" (as it last existed on
    the battlefield, 608.2h). The triggered ability carries the keyword (the rule cited in the
    log)."""
    counters = _plus_counters(n)
    enters = static(
        f"This creature enters the battlefield with {counters} on it.",
        "enters_with_counters",
        kind="+1/+1",
        count=n,
    )
    dies = TriggeredAbility(
        f"Modular {n} (This creature enters with {counters} on it. When it dies, you may put "
        "its +1/+1 counters on target artifact creature.)",
        "self_dies",
        (instruction("put_counters", to=0, kind="+1/+1", count="counters_it_had:+1/+1"),),
        targets=("artifact_creature",),
        optional=True,
        keyword="Modular",
    )
    return enters, dies


def backup(n: int, keywords: tuple[str, ...] = ()) -> TriggeredAbility:
    """702.165a: "Backup N" means "When this creature enters, put N +1/+1 counters on target
    creature. If that's another creature, it also gains the non-backup abilities of this creature
    printed below this one until end of turn." `keywords` are those abilities, fixed by the
    compiler from the lines printed below (702.165c-d; engine.mechanics.backup)."""
    counters = _plus_counters(n)
    return TriggeredAbility(
        f"Backup {n} (When this creature enters, put {counters} on target creature. If that's "
        "another creature, it gains the abilities printed below until end of turn.)",
        "self_enters",
        (instruction("backup", to=0, count=n, keywords=tuple(keywords)),),
        targets=("creature",),
        keyword="Backup",
    )


def bloodthirst(n: int) -> StaticAbility:
    """702.54a: "Bloodthirst N" means "If an opponent was dealt damage this turn, this permanent
    enters with N +1/+1 counters on it." (engine.mechanics.bloodthirst)."""
    counters = _plus_counters(n)
    return static(
        f"Bloodthirst {n} (If an opponent was dealt damage this turn, this creature enters with "
        f"{counters} on it.)",
        "bloodthirst",
        count=n,
    )


def dredge(n: int) -> StaticAbility:
    """702.52a: "Dredge N" means "As long as you have at least N cards in your library, if you
    would draw a card, you may instead mill N cards and return this card from your graveyard to
    your hand." It functions only in the graveyard (engine.mechanics.dredge)."""
    word = _count_word(n)
    return StaticAbility(
        f"Dredge {n} (If you would draw a card, you may mill {word} cards instead. If you do, "
        "return this card from your graveyard to your hand.)",
        "dredge",
        Params({"count": n}),
        Zone.GRAVEYARD,
    )


def soulshift(n: int) -> TriggeredAbility:
    """702.46a: "Soulshift N" means "When this permanent is put into a graveyard from the
    battlefield, you may return target Spirit card with mana value N or less from your graveyard
    to your hand." The card with soulshift is in the graveyard as the target is chosen: it may be
    the target if it qualifies. Each instance triggers separately (702.46b)."""
    return TriggeredAbility(
        f"Soulshift {n} (When this creature dies, you may return target Spirit card with mana "
        f"value {n} or less from your graveyard to your hand.)",
        "self_dies",
        (instruction("return_to_hand", to=0, **{"from": "graveyard"}),),
        targets=(f"your_graveyard_card:Spirit:{n}",),
        optional=True,
        keyword="Soulshift",
    )


def scavenge(cost: str) -> ActivatedAbility:
    """702.97a: "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a
    number of +1/+1 counters equal to the power of the card you exiled on target creature.
    Activate only as a sorcery." It works only from the graveyard (113.6)."""
    return ActivatedAbility(
        f"Scavenge {cost} ({cost}, Exile this card from your graveyard: Put a number of +1/+1 "
        "counters equal to this card's power on target creature. Scavenge only as a sorcery.)",
        Cost(mana=cost, exile_self=True),
        (instruction("put_counters", to=0, kind="+1/+1", count="card_power"),),
        zone=Zone.GRAVEYARD,
        sorcery_speed=True,
        targets=("creature",),
        keyword="Scavenge",
    )


def reinforce(n: int | str, cost: str) -> ActivatedAbility:
    """702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on
    target creature." It works only from the hand (113.6, 702.77a), at instant speed; N may be X
    (Swell of Courage: X is chosen as the cost is paid, 107.3, 601.2b via 602.2b). The discard is
    a discard event like cycling's (701.9a)."""
    count: int | str = "x" if n == "X" else int(n)
    counters = "X +1/+1 counters" if count == "x" else _plus_counters(int(count))
    return ActivatedAbility(
        f"Reinforce {n}\u2014{cost} ({cost}, Discard this card: Put {counters} on target "
        "creature.)",
        Cost(mana=cost, discard_self=True),
        (instruction("put_counters", to=0, kind="+1/+1", count=count),),
        zone=Zone.HAND,
        targets=("creature",),
        keyword="Reinforce",
    )


def ninjutsu(cost: str) -> ActivatedAbility:
    """702.49a: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an
    unblocked attacking creature you control to its owner's hand: Put this card onto the
    battlefield from your hand tapped and attacking." It works only from the hand (113.6); the
    card enters attacking what the returned creature attacked (702.49c, engine.mechanics.ninjutsu).
    """
    return ActivatedAbility(
        f"Ninjutsu {cost} ({cost}, Return an unblocked attacker you control to hand: Put this "
        "card onto the battlefield from your hand tapped and attacking.)",
        Cost(mana=cost, return_unblocked_attacker=True),
        (instruction("ninjutsu"),),
        zone=Zone.HAND,
        keyword="Ninjutsu",
    )


def hideaway(n: int) -> TriggeredAbility:
    """702.75a: "Hideaway N" means "When this permanent enters, look at the top N cards of your
    library. Exile one of them face down and put the rest on the bottom of your library in a
    random order." (engine.mechanics.hideaway)."""
    word = _count_word(n)
    return TriggeredAbility(
        f"Hideaway {n} (When this permanent enters, look at the top {word} cards of your library, "
        "exile one face down, then put the rest on the bottom in a random order.)",
        "self_enters",
        (instruction("hideaway", count=n),),
        keyword="Hideaway",
    )


def hideaway_bare() -> tuple[StaticAbility, TriggeredAbility]:
    """702.75b: "Hideaway" with no number, printed before the rule changed, has Oracle's errata
    "Hideaway 4" and "This permanent enters tapped." """
    return (static("This permanent enters tapped.", "enters_tapped"), hideaway(4))


def champion(quality: str) -> tuple[TriggeredAbility, TriggeredAbility]:
    """702.72a: "Champion an [object]" means "When this permanent enters, sacrifice it unless you
    exile another [object] you control" and "When this permanent leaves the battlefield, return
    the exiled card to the battlefield under its owner's control." (linked, 702.72b;
    engine.mechanics.champion). `quality`: "creature", "Goblin", "Goblin or Shaman"."""
    article = "an" if quality[:1].lower() in "aeiou" else "a"
    noun = quality if quality != "creature" else "creature"
    return (
        TriggeredAbility(
            f"Champion {article} {noun} (When this enters, sacrifice it unless you exile another "
            f"{noun} you control.)",
            "self_enters",
            (instruction("champion", quality=quality),),
            keyword="Champion",
        ),
        TriggeredAbility(
            "When this leaves the battlefield, return the exiled card to the battlefield under "
            "its owner's control.",
            "self_leaves_battlefield",
            (instruction("return_linked"),),
            keyword="Champion",
        ),
    )


def amplify(n: int) -> StaticAbility:
    """702.38a: "Amplify N" means "As this object enters, reveal any number of cards from your
    hand that share a creature type with it. This permanent enters with N +1/+1 counters on it
    for each card revealed this way." (engine.mechanics.amplify)."""
    counters = _plus_counters(n)
    return static(
        f"Amplify {n} (As this creature enters, put {counters} on it for each card sharing a "
        "creature type with it you reveal in your hand.)",
        "amplify",
        count=n,
    )


def ripple(n: int) -> TriggeredAbility:
    """702.60a: "Ripple N": when you cast this spell, you may reveal the top N cards of your
    library and cast any with the same name without paying their mana costs; the rest go on the
    bottom in any order (engine.mechanics.ripple). Each instance triggers separately (702.60b)."""
    word = _count_word(n)
    return TriggeredAbility(
        f"Ripple {n} (When you cast this spell, you may reveal the top {word} cards of your "
        "library. You may cast any revealed cards with the same name as this spell without "
        "paying their mana costs. Put the rest on the bottom of your library.)",
        "self_cast",
        (instruction("ripple", count=n),),
        keyword="Ripple",
    )


def tribute(n: int) -> StaticAbility:
    """702.104a: "Tribute N" means "As this creature enters, choose an opponent. That player may
    put an additional N +1/+1 counters on it as it enters." (engine.mechanics.tribute)."""
    counters = _plus_counters(n)
    return static(
        f"Tribute {n} (As this creature enters, an opponent of your choice may put {counters} on "
        "it.)",
        "tribute",
        count=n,
    )


def transmute(cost: str) -> ActivatedAbility:
    """702.53a: "Transmute [cost]" means "[Cost], Discard this card: Search your library for a
    card with the same mana value as the discarded card, reveal that card, and put it into your
    hand. Then shuffle. Activate only as a sorcery." It works only from the hand (113.6); the
    mana value compared is the discarded card's (its last known information, 608.2h)."""
    return ActivatedAbility(
        f"Transmute {cost} ({cost}, Discard this card: Search your library for a card with the "
        "same mana value as this card, reveal it, put it into your hand, then shuffle. Transmute "
        "only as a sorcery.)",
        Cost(mana=cost, discard_self=True),
        (
            instruction(
                "search_library",
                card="card",
                may=False,
                into="hand",
                reveal=True,
                mana_value_of_source=True,
            ),
        ),
        zone=Zone.HAND,
        sorcery_speed=True,
        keyword="Transmute",
    )


def devour(n: int, quality: str = "") -> StaticAbility:
    """702.82a: "Devour N" means "As this object enters, you may sacrifice any number of
    creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed
    this way." (engine.mechanics.devour: the choices as it enters, 614.1c). 702.82c: "Devour
    [quality] N" sacrifices [quality] permanents instead ("Devour artifact 1": `quality` is the
    card type or subtype, "Artifact", "Land", "Food")."""
    counters = _plus_counters(n)
    if not quality:
        return static(
            f"Devour {n} (As this enters, you may sacrifice any number of creatures. This "
            f"creature enters with {counters} on it for each creature sacrificed this way.)",
            "devour",
            count=n,
        )
    word = quality.lower() if quality in ("Artifact", "Land") else quality
    return static(
        f"Devour {word} {n} (As this enters, you may sacrifice any number of {word}s. This "
        f"creature enters with {counters} on it for each {word} sacrificed this way.)",
        "devour",
        count=n,
        quality=quality,
    )


def outlast(cost: str) -> ActivatedAbility:
    """702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature.
    Activate only as a sorcery." """
    return ActivatedAbility(
        f"Outlast {cost} ({cost}, {{T}}: Put a +1/+1 counter on this creature. Outlast only as a "
        "sorcery.)",
        Cost(mana=cost, tap=True),
        _one_counter_on_self(),
        sorcery_speed=True,
        keyword="Outlast",
    )


def unearth(cost: str) -> ActivatedAbility:
    """702.84a: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the
    battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
    leave the battlefield, exile it instead of putting it anywhere else. Activate only as a
    sorcery." (engine.mechanics.unearth)."""
    return ActivatedAbility(
        f"Unearth {cost} ({cost}: Return this card from your graveyard to the battlefield. It "
        "gains haste. Exile it at the beginning of the next end step or if it would leave the "
        "battlefield. Unearth only as a sorcery.)",
        Cost(mana=cost),
        (instruction("unearth"),),
        zone=Zone.GRAVEYARD,
        sorcery_speed=True,
        keyword="Unearth",
    )


def embalm(cost: str) -> ActivatedAbility:
    """702.128a: "Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a
    token that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie
    in addition to its other types. Activate only as a sorcery." (engine.mechanics.
    embalm_and_eternalize)."""
    return ActivatedAbility(
        f"Embalm {cost} ({cost}, Exile this card from your graveyard: Create a token that's a "
        "copy of it, except it's a white Zombie with no mana cost. Embalm only as a sorcery.)",
        Cost(mana=cost, exile_self=True),
        (instruction("embalm"),),
        zone=Zone.GRAVEYARD,
        sorcery_speed=True,
        keyword="Embalm",
    )


def encore(cost: str) -> ActivatedAbility:
    """702.141a: "Encore [cost]" means "[Cost], Exile this card from your graveyard: For each
    opponent, create a token that's a copy of this card that attacks that opponent this turn if
    able. The tokens gain haste. Sacrifice them at the beginning of the next end step. Activate
    only as a sorcery." (engine.mechanics.encore; the sacrifice is a delayed trigger, 603.7,
    holding the tokens created)."""
    sacrifice = {"kind": "sacrifice_referenced", "params": {"to": "bound:tokens"}}
    return ActivatedAbility(
        f"Encore {cost} ({cost}, Exile this card from your graveyard: For each opponent, create "
        "a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice "
        "them at the beginning of the next end step. Activate only as a sorcery.)",
        Cost(mana=cost, exile_self=True),
        (
            instruction("encore"),
            instruction(
                "create_delayed_trigger",
                step="end",
                text="Sacrifice the tokens encore created (702.141a).",
                effects=(sacrifice,),
            ),
        ),
        zone=Zone.GRAVEYARD,
        sorcery_speed=True,
        keyword="Encore",
    )


def eternalize(cost: str, discard: int = 0) -> ActivatedAbility:
    """702.129a: "Eternalize [cost]" means "[Cost], Exile this card from your graveyard: Create
    a token that's a copy of this card, except it's black, it's 4/4, it has no mana cost, and
    it's a Zombie in addition to its other types. Activate only as a sorcery.". The cost may
    also discard cards ("Eternalize—{3}{U}{U}, Discard a card.": `discard`)."""
    printed = (
        f"Eternalize—{cost}, Discard {_cards_word(discard)}." if discard else (f"Eternalize {cost}")
    )
    return ActivatedAbility(
        f"{printed} ({cost}, Exile this card from your graveyard: Create a token that's "
        "a copy of it, except it's a 4/4 black Zombie with no mana cost. Eternalize only as a "
        "sorcery.)",
        Cost(mana=cost, exile_self=True, discard=discard),
        (instruction("eternalize"),),
        zone=Zone.GRAVEYARD,
        sorcery_speed=True,
        keyword="Eternalize",
    )


def echo(cost: str, discard: int = 0) -> TriggeredAbility:
    """702.30a: "Echo [cost]" means "At the beginning of your upkeep, if this permanent came
    under your control since the beginning of your last upkeep, sacrifice it unless you pay
    [cost]." (engine.mechanics.upkeep_costs). The cost may be no mana: "Echo—Discard a card."
    (`discard`: that many cards of the payer's choice, 701.9b)."""
    printed = f"Echo—Discard {_cards_word(discard)}." if discard else f"Echo {cost}"
    paid = {"discard": discard} if discard else {"cost": cost}
    return TriggeredAbility(
        f"{printed} (At the beginning of your upkeep, if this came under your control since "
        f"the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)",
        "beginning_of_step",
        (instruction("pay_echo", **paid),),
        params=_YOUR_UPKEEP,
        intervening_if="arrived_since_last_upkeep",
        keyword="Echo",
    )


def _cards_word(count: int) -> str:
    return "a card" if count == 1 else f"{count} cards"


def cumulative_upkeep(
    cost: str = "",
    life: int = 0,
    discard: int = 0,
    sacrifice: str = "",
    either: str = "",
    action: CumulativeAction | None = None,
) -> TriggeredAbility:
    """702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this
    permanent is on the battlefield, put an age counter on this permanent. Then you may pay
    [cost] for each age counter on it. If you don't, sacrifice it." The ability triggers only
    from the battlefield, where it listens (engine.rules.triggers). The cost is mana, or life,
    cards discarded or a permanent of a type sacrificed, each once per age counter
    (engine.mechanics.upkeep_costs); mana and life together ("Pay {B} and 1 life."); or an
    action done once per age counter (`action`: a counter put on the permanent, mana added,
    a card drawn, the top card of the library exiled). `either`: "Cumulative upkeep {G} or
    {W}", one of the two mana symbols for each age counter."""
    paid: dict[str, object] = {
        k: v for k, v in (("life", life), ("discard", discard), ("sacrifice", sacrifice)) if v
    }
    if either:
        paid["or_cost"] = either
    if action is not None:
        paid.update(action.params())
    words = cumulative_upkeep_words(cost, life, discard, sacrifice, either, action)
    return TriggeredAbility(
        f"Cumulative upkeep{words} (At the beginning of your upkeep, put an age counter on this "
        f"permanent, then sacrifice it unless you pay its upkeep cost for each age counter on "
        f"it.)",
        "beginning_of_step",
        (instruction("cumulative_upkeep", **({"cost": cost} if cost or not paid else {}), **paid),),
        params=_YOUR_UPKEEP,
        keyword="Cumulative upkeep",
    )


@dataclass(frozen=True)
class CumulativeAction:
    """A cumulative upkeep cost that is an action done once for each age counter (702.24a,
    118.1): one of its fields is set."""

    counter: str = ""  # "Put a -1/-1 counter on ~." (122.1)
    add: str = ""  # "Add {R}." (106.4)
    draw: int = 0  # "Draw a card." (121.1)
    exile_top: int = 0  # "Exile the top card of your library." (406.1)

    def params(self) -> dict[str, object]:
        return {
            k: v
            for k, v in (
                ("counter", self.counter),
                ("add", self.add),
                ("draw", self.draw),
                ("exile_top", self.exile_top),
            )
            if v
        }

    def words(self) -> str:
        if self.counter:
            return f"Put {_a(self.counter)} counter on ~"
        if self.add:
            return f"Add {self.add}"
        if self.draw == 1:
            return "Draw a card"
        if self.exile_top == 1:
            return "Exile the top card of your library"
        raise ValueError("a cumulative upkeep action the engine doesn't do")


def cumulative_upkeep_words(
    cost: str = "",
    life: int = 0,
    discard: int = 0,
    sacrifice: str = "",
    either: str = "",
    action: CumulativeAction | None = None,
) -> str:
    """ " {1}" for a mana cost, " {G} or {W}" for either of two, else the one part after a
    dash ("—Pay 2 life.", "—Pay {B} and 1 life.", "—Draw a card.")."""
    if either:
        if not cost or life or discard or sacrifice or action:
            raise ValueError("a cumulative upkeep cost of several parts")
        return f" {cost} or {either}"
    if action is not None:
        if cost or life or discard or sacrifice or len(action.params()) != 1:
            raise ValueError("a cumulative upkeep cost of several parts")
        return f"—{action.words()}."
    if cost and life and not (discard or sacrifice):
        return f"—Pay {cost} and {life} life."
    parts = [
        *([f"Pay {life} life"] if life else []),
        *(
            [f"Discard {'a card' if discard == 1 else f'{_count_word(discard)} cards'}"]
            if discard
            else []
        ),
        *([f"Sacrifice {_a(_kind_word(sacrifice))}"] if sacrifice else []),
    ]
    if not parts:
        return f" {cost}"
    if cost or len(parts) != 1:
        raise ValueError("a cumulative upkeep cost of several parts")
    return f"—{parts[0]}."


# The parts of a ward cost other than its mana, life and plain discard, as the instruction
# "ward" holds them (engine.mechanics.ward): objects the payer chooses (701.21a, 701.9a-b), life
# equal to the warded permanent's power (702.21b: read as the ability resolves) and poison
# counters the payer gets (122.1f).
WARD_PARTS = (
    "sacrifice",
    "sacrifice_count",
    "discard_type",
    "discard_random",
    "life_of_power",
    "poison",
    "collect_evidence",  # 701.59a
    "blight",  # 701.68a
)


def ward_cost_words(cost: str = "", life: int = 0, discard: int = 0, **parts: Any) -> str:
    """A ward cost as Oracle writes it after "Ward": " {2}" for mana alone, else after a dash
    ("—{2}, Pay 2 life.", "—Discard a card.", "—Sacrifice a creature.")."""
    if cost and not life and not discard and not any(parts.values()):
        return f" {cost}"
    words = [cost] if cost else []
    if life:
        words.append(f"Pay {life} life")
    if parts.get("life_of_power"):
        words.append("Pay life equal to ~'s power")
    if parts.get("poison"):
        words.append(f"Get {_count_word(int(parts['poison']))} poison counters")
    if discard:
        kind = str(parts.get("discard_type") or "")
        if kind and discard != 1:
            raise ValueError("typed cards discarded")
        what = _a(f"{_kind_word(kind)} card") if kind else "a card"
        what = what if discard == 1 else f"{_count_word(discard)} cards"
        at_random = " at random" if parts.get("discard_random") else ""
        words.append(f"Discard {what}{at_random}")
    if parts.get("collect_evidence"):
        words.append(f"Collect evidence {parts['collect_evidence']}")  # 701.59a
    if parts.get("blight"):
        words.append(f"Blight {parts['blight']}")  # 701.68a
    if parts.get("sacrifice"):
        kind, count = str(parts["sacrifice"]), int(parts.get("sacrifice_count") or 1)
        what = _kind_word(kind)
        what = _a(what) if count == 1 else f"{_count_word(count)} {what}s"
        words.append(f"Sacrifice {what}")
    return "—" + ", ".join(words) + "."


def _kind_word(kind: str) -> str:
    """A card type as a cost writes it ("creature", "permanent"), a subtype as it is ("Food"),
    alternatives joined ("enchantment, instant, or sorcery")."""
    base, with_value, least = kind.partition(" with mana value ")
    if with_value:  # "permanent with mana value 1 or greater"
        return f"{_kind_word(base)}{with_value}{least}"
    if " or " in kind:
        words = [_kind_word(k) for k in kind.split(" or ")]
        if len(words) == 2:
            return " or ".join(words)
        return ", ".join(words[:-1]) + ", or " + words[-1]
    head, _, rest = kind.partition(" ")
    if (head.startswith("non") or head in ("legendary", "snow", "basic")) and rest:
        return f"{head} {_kind_word(rest)}"
    return kind.lower() if kind in CARD_TYPES or kind == "Permanent" else kind


def _a(words: str) -> str:
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"


def ward(cost: str = "", life: int = 0, discard: int = 0, **parts: Any) -> TriggeredAbility:
    """702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a spell or
    ability an opponent controls, counter that spell or ability unless that player pays
    [cost]." The cost is mana, life, cards discarded, permanents sacrificed or several of them
    (engine.mechanics.ward pays it as the ability resolves, 118.12a); `parts` are WARD_PARTS."""
    if set(parts) - set(WARD_PARTS):
        raise ValueError(f"ward cost parts {sorted(set(parts) - set(WARD_PARTS))}")
    paid = {k: v for k, v in (("cost", cost), ("life", life), ("discard", discard)) if v}
    paid.update({k: v for k, v in parts.items() if v})
    return TriggeredAbility(
        f"Ward{ward_cost_words(cost, life, discard, **parts)} (Whenever this permanent becomes "
        "the target of a spell or ability an opponent controls, counter it unless that player "
        "pays the ward cost.)",
        "self_becomes_target",
        (instruction("ward", **paid),),
        params=Params({"opponent": True}),
        keyword="Ward",
    )


def _one_counter_on_self() -> tuple[Instruction, ...]:
    return (instruction("put_counters", to="self", kind="+1/+1", count=1),)


# Keywords without a parameter (the keyword alone gives the ability, as undying: see
# engine.cards.keyword_abilities.KEYWORD_TRIGGERS); engine.mechanics.growing_creatures holds
# their trigger kinds and condition.
EVOLVE = TriggeredAbility(
    "Evolve (Whenever a creature you control enters, if that creature has greater power or "
    "toughness than this creature, put a +1/+1 counter on this creature.)",
    "permanent_enters",
    _one_counter_on_self(),
    params=Params({"type": "Creature", "whose": "you"}),
    intervening_if="greater_power_or_toughness",
    keyword="Evolve",
)
TRAINING = TriggeredAbility(
    "Training (Whenever this creature attacks with another creature with greater power, put a "
    "+1/+1 counter on this creature.)",
    "self_attacks_with_greater_power",
    _one_counter_on_self(),
    keyword="Training",
)
DETHRONE = TriggeredAbility(
    "Dethrone (Whenever this creature attacks the player with the most life or tied for most "
    "life, put a +1/+1 counter on it.)",
    "self_attacks_player_with_most_life",
    _one_counter_on_self(),
    keyword="Dethrone",
)


def _token_to_equip(
    keyword: str, token_words: str, subtypes: tuple[str, ...], pt: int, color: str
) -> TriggeredAbility:
    """ "When this Equipment enters, create a [token], then attach this Equipment to it." (living
    weapon 702.92a, For Mirrodin! 702.163a): in one resolution, so the token has the
    Equipment's bonus before state-based actions see it (704.3)."""
    token = Params(
        {
            "name": " ".join(subtypes),
            "types": ("Creature",),
            "subtypes": subtypes,
            "power": pt,
            "toughness": pt,
            "colors": (color,) if color else (),  # "colorless": none (105.2c)
            "keywords": (),
        }
    )
    bind = subtypes[-1].lower()
    return TriggeredAbility(
        f"{keyword} (When this Equipment enters, create {token_words} creature token, then "
        "attach this to it.)",
        "self_enters",
        (
            instruction("create_tokens", token=token, count=1, bind=bind),
            instruction("attach", object="self", to=f"bound:{bind}"),
        ),
        keyword=keyword,
    )


LIVING_WEAPON = _token_to_equip(
    "Living weapon", "a 0/0 black Phyrexian Germ", ("Phyrexian", "Germ"), 0, "B"
)
FOR_MIRRODIN = _token_to_equip("For Mirrodin!", "a 2/2 red Rebel", ("Rebel",), 2, "R")
# 702.182a: job select, a 1/1 colorless Hero (engine.mechanics.job_select).
JOB_SELECT = _token_to_equip("Job select", "a 1/1 colorless Hero", ("Hero",), 1, "")
# 702.115a: "Whenever this creature deals combat damage to a player, that player exiles the top
# card of their library." Each instance triggers separately (702.115b).
INGEST = TriggeredAbility(
    "Ingest (Whenever this creature deals combat damage to a player, that player exiles the top "
    "card of their library.)",
    "self_deals_damage",
    (instruction("exile_top", player="bound:player", count=1),),
    params=Params({"combat": True, "to": "player"}),
    keyword="Ingest",
)
EXTORT = TriggeredAbility(
    "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life "
    "and you gain that much life.)",
    "you_cast_spell",
    (instruction("extort"),),  # engine.mechanics.extort
    keyword="Extort",
)
# 702.191a: the intervening "if" is engine.mechanics.increment's condition.
INCREMENT = TriggeredAbility(
    "Increment (Whenever you cast a spell, if the amount of mana you spent is greater than this "
    "creature's power or toughness, put a +1/+1 counter on this creature.)",
    "you_cast_spell",
    (instruction("put_counters", to="self", kind="+1/+1", count=1),),
    intervening_if="increment",
    keyword="Increment",
)
# 702.156a: ravenous's triggered ability; its replacement (X +1/+1 counters as it enters) and
# the X it remembers are engine.mechanics.ravenous's.
RAVENOUS = TriggeredAbility(
    "When this permanent enters, if X is 5 or more, draw a card.",
    "self_enters",
    (instruction("draw"),),
    intervening_if="ravenous_x_5",
    keyword="Ravenous",
)
KEYWORD_TRIGGERS: dict[str, TriggeredAbility] = {
    "ravenous": RAVENOUS,
    "evolve": EVOLVE,
    "increment": INCREMENT,
    "training": TRAINING,
    "dethrone": DETHRONE,
    "living weapon": LIVING_WEAPON,
    "for mirrodin!": FOR_MIRRODIN,
    "job select": JOB_SELECT,
    "ingest": INGEST,
    "extort": EXTORT,
}


_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _plus_counters(n: int) -> str:
    """ "a +1/+1 counter", "two +1/+1 counters" (reminder text)."""
    return "a +1/+1 counter" if n == 1 else f"{_count_word(n)} +1/+1 counters"


def _count_word(n: int) -> str:
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def graft(n: int) -> tuple[StaticAbility, TriggeredAbility]:
    """702.58a: "Graft N" means "This permanent enters with N +1/+1 counters on it" and
    "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may move
    a +1/+1 counter from this permanent onto that creature" (122.5: engine.mechanics.graft). The
    triggered ability carries the keyword (the rule cited in the log); each instance works
    separately (702.58b)."""
    counters = _plus_counters(n)
    enters = static(
        f"This creature enters the battlefield with {counters} on it.",
        "enters_with_counters",
        kind="+1/+1",
        count=n,
    )
    moves = TriggeredAbility(
        f"Graft {n} (This creature enters with {counters} on it. Whenever another creature "
        "enters, you may move a +1/+1 counter from this creature onto it.)",
        "permanent_enters",
        (instruction("move_counter", to="bound:entering", kind="+1/+1"),),
        params=Params({"type": "Creature", "whose": "any", "other": True}),
        intervening_if="has_counters:+1/+1",
        optional=True,
        keyword="Graft",
    )
    return enters, moves
