"""The declarative card vocabulary: characteristics plus abilities built from shared pieces.

A card never contains pipeline logic. A static ability names an effect kind with parameters;
activated and triggered abilities list instructions; both are declared, with the fields of their
parameters, in engine.vocabulary, and checked as the ability is built. Parameters may say "you"
(the controller), "self" (the object), "enchanted" or "equipped" (what it's attached to, 303.4m,
301.5f); they are bound when the ability is read off the battlefield.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import InvalidDocument, UnknownWord
from engine.core.state import Duration, Params, Zone
from engine.vocabulary.costs import Cost
from engine.vocabulary.declarations import (
    INSTRUCTION_KINDS,
    check_effect,
    check_instruction,
    check_trigger,
)
from engine.vocabulary.fields import typed_params
from engine.vocabulary.words import TARGET_FAMILIES, TARGET_WORDS, is_target_word, up_to_word

__all__ = ["Cost"]


@dataclass(frozen=True)
class Instruction:
    """One step of a spell's or ability's effect, e.g. Instruction("set_life", {"value": 10}).

    The kind and its parameters are checked against the vocabulary's declaration as the
    instruction is built (engine.vocabulary.declarations): an unknown kind, parameter or word is an
    UnknownWord naming it. Parameters are kept in their document spelling; typed references and
    amounts (Target(0), ControllerOf(Target(0)), X()) are written as their words."""

    kind: str
    params: Params = field(default_factory=Params)
    # How the card's text joins this instruction to the one before it: "then" ("Draw a card,
    # then scry 2."), "sentence_then" (a sentence of its own opening with "Then": "Mill four
    # cards. Then exile each opponent's graveyard."), or "" (its own sentence, or a join the
    # printer knows by the two kinds). Both mean in the order written (608.2c), as any two
    # instructions do: wording only, read by the printer's proof, so it isn't compared.
    joined: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        checked = check_instruction(self.kind, self.params, self.kind)
        object.__setattr__(self, "params", Params(checked))

    def typed(self) -> dict[str, Any]:
        """The parameters with reference and amount words as typed objects:
        instruction("deal_damage", to="controller_of:0").typed()["to"] == ControllerOf(Target(0))."""
        return typed_params(INSTRUCTION_KINDS[self.kind], self.params)


def instruction(name: str, /, **params: Any) -> Instruction:
    """instruction("deal_damage", amount=3, to=Target(0)): a Python keyword can't be "if", so
    a condition may also be given as if_=... ."""
    if "if_" in params:
        params["if"] = params.pop("if_")
    return Instruction(name, Params(params))


@dataclass(frozen=True)
class StaticAbility:
    """A static ability generating a continuous effect of `effect` kind while it's in its zone."""

    text: str
    effect: str
    params: Params = field(default_factory=Params)
    zone: Zone = Zone.BATTLEFIELD

    def __post_init__(self) -> None:
        checked = check_effect(self.effect, self.params, self.effect, stored=True)
        object.__setattr__(self, "params", Params(checked))


def static(text: str, effect: str, **params: Any) -> StaticAbility:
    return StaticAbility(text, effect, Params(params))


def check_targets(targets: tuple[str, ...], path: str, *, trailing_up_to: bool = True) -> None:
    """Every target word is a requirement of the vocabulary (engine.vocabulary.words.TargetWord)."""
    for i, word in enumerate(targets):
        if not is_target_word(word):
            raise UnknownWord(
                "target word", word, f"{path}.targets[{i}]", (*TARGET_WORDS, *TARGET_FAMILIES)
            )
    up_to = [i for i, word in enumerate(targets) if up_to_word(word) is not None]
    last = up_to_word(targets[-1]) if targets else None
    if (
        trailing_up_to
        and len(targets) > 1
        and up_to == [len(targets) - 1]
        and last is not None
        and last[0] == 1
    ):
        return  # "... up to one target ..." last of several (engine.rules.variable_targets)
    if len(targets) > 1 and up_to:
        # engine.rules.variable_targets: how many are chosen is read off the one word (601.2c)
        raise InvalidDocument(
            'an "up_to:N:WORD" target word must be the ability\'s only one, or an "up_to:1:WORD" '
            "its last",
            f"{path}.targets",
        )


@dataclass(frozen=True)
class ActivatedAbility:
    text: str
    cost: Cost
    effects: tuple[Instruction, ...]
    zone: Zone = Zone.BATTLEFIELD
    mana_ability: bool = False
    sorcery_speed: bool = False
    once_each_turn: bool = False
    targets: tuple[str, ...] = ()
    # The keyword ability this ability is, when its cost is printed beside the keyword
    # ("Cycling {2}", 702.29a): see engine.rules.keywords.WITH_COST.
    keyword: str = ""
    # "Activate only during your turn." / "... during your upkeep." (602.5, 602.1b):
    # "your_turn", "your_upkeep", ... (engine.rules.activation.TIMINGS).
    timing: str = ""
    # "Activate only if seven or more cards are in your graveyard." (602.1b): a condition of
    # engine.rules.activation.condition_holds, e.g. "graveyard_at_least:7".
    only_if: str = ""
    # "Activate no more than twice each turn." (602.1b): at most this many activations each
    # turn (0: no limit; once_each_turn is 1).
    max_each_turn: int = 0
    # "Activate only once." (an exhaust ability, 702.177a): once for the object's whole life on
    # the battlefield (a new object after a zone change, 400.7, may activate it again).
    once_only: bool = False
    # "This ability costs {1} less to activate for each instant and sorcery card in your
    # graveyard." (602.2b, 601.2f): generic mana less per thing of a count of
    # engine.rules.defined_pt ("" and 0: no such reduction).
    cost_less: int = 0
    cost_less_for_each: str = ""
    # A modal ability ("{1}, {T}: Choose one —", 700.2a): its modes, each with its own effects
    # and targets (then `effects` and `targets` are empty), and how many are chosen.
    modes: tuple[Mode, ...] = ()
    choose: str = "one"
    # An ability granted in quotation marks whose text names the card granting it (Blazing
    # Torch's "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."): its
    # "~" is the granting object, not the object that has the ability (whose {T} it still is,
    # 107.5, 602.2). See engine.rules.granted_abilities.
    names_granter: bool = False
    # A static condition (engine.rules.static_conditions) the object has this ability under,
    # for an ability working from another zone (702.178b: "Max speed — {1}, Exile ~ from your
    # graveyard: ..." is the card's in the graveyard only while its controller has max speed):
    # it can't be activated while the condition doesn't hold (engine.actions.stack).
    as_long_as: str = ""

    def __post_init__(self) -> None:
        check_targets(self.targets, self.text)


@dataclass(frozen=True)
class Mode:
    """One mode of a modal spell or ability (700.2)."""

    text: str
    effects: tuple[Instruction, ...]
    targets: tuple[str, ...] = ()
    # Spree (702.172a), tiered (702.183a): the additional mana cost paid if this mode is chosen
    # ("" for none).
    cost: str = ""
    # A tiered mode's name ("Cross-Slash"): a flavor word, no rules meaning (207.2d).
    name: str = ""

    def __post_init__(self) -> None:
        # a mode's targets are sliced by their count (engine.rules.modes.split_targets)
        check_targets(self.targets, self.text, trailing_up_to=False)


@dataclass(frozen=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves (or a permanent spell's extra text).

    `targets` are requirements from `engine.rules.targets`; instructions refer to them by index.
    `ascend` marks a spell with ascend (702.131a: checked as it resolves). `additional_cost` is
    "As an additional cost to cast this spell, ..." (118.8, paid with the mana cost, 601.2h; see
    engine.actions.additional_costs)."""

    text: str
    effects: tuple[Instruction, ...] = ()
    targets: tuple[str, ...] = ()
    modes: tuple[Mode, ...] = ()
    ascend: bool = False
    additional_cost: Cost | None = None
    # How many modes are chosen, in the words of "Choose one —" (700.2; engine.rules.modes).
    choose: str = "one"

    def __post_init__(self) -> None:
        check_targets(self.targets, self.text)


@dataclass(frozen=True)
class TriggeredAbility:
    """A triggered ability (603). `trigger` names a did-event pattern from the trigger registry."""

    text: str
    trigger: str
    effects: tuple[Instruction, ...]
    params: Params = field(default_factory=Params)
    intervening_if: str | None = None
    targets: tuple[str, ...] = ()
    optional: bool = False  # "you may" (603.5)
    # A triggered mana ability (605.1b) resolves at once, without the stack (605.4a): see
    # engine.instructions.mana; the ordinary trigger collection leaves it alone.
    mana_ability: bool = False
    # The keyword ability this ability is, when the keyword stands for a triggered ability
    # ("Undying", 702.93a): see engine.cards.keyword_abilities.
    keyword: str = ""
    # A modal triggered ability ("When ~ enters, choose one —", 700.2b, 603.3c): its modes and
    # how many are chosen, as it's put on the stack.
    modes: tuple[Mode, ...] = ()
    choose: str = "one"
    # A static condition (engine.rules.static_conditions) the object has this ability under:
    # "Max speed — [ability]" (702.178a), a Class level's abilities (716.2a). It triggers only
    # while the condition holds; once triggered it is independent of it (113.7a).
    as_long_as: str = ""
    # "This ability triggers only once each turn." (the trigger-side counterpart of 603.2h's
    # "Do this only once each turn"): after it has triggered for an object this turn it doesn't
    # trigger again for that object (400.7: a new object may) until the next turn
    # (engine.mechanics.turn_history records it).
    once_each_turn: bool = False

    def __post_init__(self) -> None:
        checked = check_trigger(self.trigger, self.params, self.text or self.trigger)
        object.__setattr__(self, "params", Params(checked))
        check_targets(self.targets, self.text)


@dataclass(frozen=True)
class CreatedEffect:
    """What a `create_effect` instruction makes: a stored effect with a duration."""

    kind: str
    params: Params
    duration: Duration


Ability = StaticAbility | ActivatedAbility | TriggeredAbility | SpellAbility


@dataclass(frozen=True)
class CardDef:
    """A card's characteristics (as Oracle gives them) and its abilities."""

    name: str
    types: tuple[str, ...]
    mana_cost: str = ""
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    # A battle's printed defense (310.4a): the defense counters it enters with (310.4b).
    defense: int | None = None
    colors: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    oracle_text: str = ""
    custom: bool = False
    enchant: str | None = None  # an Aura's "Enchant ..." as a target requirement (303.4a)
    # "Flashback [cost]" (702.34a): cast from its owner's graveyard for this mana cost, exiled
    # whenever it would leave the stack.
    flashback: str | None = None
    # "Flashback—[cost]" with parts other than mana ("Tap an untapped white creature you
    # control", engine.mechanics.flashback_costs); None: `flashback` alone, if any.
    flashback_cost: Cost | None = None
    # An alternative cost (118.9: "rather than pay this spell's mana cost"), e.g. Fireblast's
    # "sacrifice two Mountains": `sacrifice` (a card type or subtype) `sacrifice_count` times.
    alternative_cost: Cost | None = None
    # The condition under which `alternative_cost` may be paid ("If you control a Plains, you
    # may ...", 601.2b): a word of engine.mechanics.conditional_alternative_costs; "": always.
    alternative_condition: str = ""
    # "Buyback [cost]" (702.27a): an optional additional mana cost; a spell cast with it paid
    # returns to its owner's hand as it resolves (engine.mechanics.buyback).
    buyback: str | None = None
    # "Buyback—[cost]." with parts other than mana ("Sacrifice a land.", "Discard two cards.",
    # "Pay 3 life."; 702.27a, engine.mechanics.keyword_costs); None: `buyback` alone, if any.
    buyback_cost: Cost | None = None
    # "Kicker [cost]" (702.33a): an optional additional mana cost; the spell, and the permanent
    # it becomes, was "kicked" when it's paid (702.33d, engine.mechanics.kicker).
    kicker: str | None = None
    # "Kicker—[cost]." with parts other than mana ("Sacrifice a land.", "{2}{B}, Discard a
    # creature card."; 702.33a, engine.mechanics.keyword_costs); None: `kicker` alone, if any.
    kicker_cost: Cost | None = None
    # "Kicker [A] and/or [B]" (702.33b): [B], a second kicker cost ("Kicker [A], kicker [B]"),
    # paid or not independently of [A] (the cast action's `second_kicker`).
    second_kicker: str | None = None
    # "Multikicker [cost]" (702.33c): a kicker cost that may be paid any number of times.
    multikicker: str | None = None
    # "Replicate [cost]" (702.56a): an additional mana cost that may be paid any number of
    # times; the spell is copied once per payment (engine.mechanics.replicate).
    replicate: str | None = None
    # "Replicate—[cost]." (702.56a): a replicate cost that isn't mana ("Tap an untapped Dalek you
    # control.", "Pay {E}{E}{E}."), paid the same way any number of times.
    replicate_cost: Cost | None = None
    # "Casualty N" (702.153a): an optional additional cost, sacrificing a creature with power N
    # or greater; the spell is copied if it's paid (engine.mechanics.casualty).
    casualty: int | None = None
    # "Splice onto [quality] [cost]" (702.47a): (the quality, "Arcane" or "instant or sorcery",
    # and the mana cost); its spell ability is added to a spell it's spliced onto
    # (engine.mechanics.splice).
    splice: tuple[str, str] | None = None
    # "Evoke [cost]" (702.74a): an alternative mana cost; the permanent is sacrificed as it enters
    # if it was paid (engine.mechanics.evoke).
    evoke: str | None = None
    # "Evoke—[cost]." with parts other than mana ("Exile a red card from your hand."; 702.74a,
    # engine.mechanics.keyword_costs); None: `evoke` alone, if any.
    evoke_cost: Cost | None = None
    # "Disturb [cost]" (702.146a): on a double-faced card's front face, an alternative mana cost
    # to cast it transformed from its owner's graveyard (engine.mechanics.disturb).
    disturb: str | None = None
    # "More Than Meets the Eye [cost]" (702.162a): on a double-faced card's front face, an
    # alternative mana cost to cast it converted (engine.mechanics.more_than_meets_the_eye).
    more_than_meets_the_eye: str | None = None
    # "Dash [cost]" (702.109a): an alternative mana cost; the permanent has haste and returns to
    # its owner's hand at the next end step (engine.mechanics.dash).
    dash: str | None = None
    # "Madness [cost]" (702.35a): a discarded card is exiled instead, and its trigger lets its
    # owner cast it for this cost (engine.mechanics.madness).
    madness: str | None = None
    # "Miracle [cost]" (702.94a): revealed as the first card drawn this turn, its owner may cast it
    # for this cost (engine.mechanics.miracle).
    miracle: str | None = None
    # "Awaken N—[cost]" (702.113a): an alternative cost; the spell then also puts N +1/+1
    # counters on target land you control, which becomes a 0/0 Elemental creature with haste
    # (engine.mechanics.awaken).
    awaken: tuple[int, str] | None = None
    # "Blitz [cost]" (702.152a): an alternative mana cost; the permanent has haste and "when it
    # dies, draw a card", and is sacrificed at the next end step (engine.mechanics.blitz).
    blitz: str | None = None
    # "Blitz—[mana], Discard a card." / "..., Pay 2 life.": a blitz cost with parts other than
    # mana (702.152a; its mana is `Cost.mana`).
    blitz_cost: Cost | None = None
    # "Bestow [cost]" (702.103a): an alternative mana cost; cast for it, the spell is an Aura
    # with enchant creature until it ceases to be bestowed (engine.mechanics.bestow).
    bestow: str | None = None
    # "Mutate [cost]" (702.140a): an alternative mana cost; cast for it, the spell is a mutating
    # creature spell targeting a non-Human creature with its owner, and merges with it as it
    # resolves (702.140c, engine.mechanics.mutate).
    mutate: str | None = None
    # "Prototype [mana] — P/T" (702.160a, 718.2): the alternative mana cost, power and toughness
    # a spell cast prototyped and the permanent it becomes have (engine.mechanics.prototype).
    prototype: tuple[str, int, int] | None = None
    # "Overload [cost]" (702.96a): an alternative mana cost; cast for it, the spell's text has
    # "each" for every "target" (`overloaded`, that text's spell ability: no targets, 702.96b;
    # engine.mechanics.overload).
    overload: str | None = None
    overloaded: SpellAbility | None = None
    # "Cleave [cost]" (702.148a): an alternative mana cost; cast for it, the spell's text loses
    # every word within square brackets (`cleaved`, that text's spell ability, a text-changing
    # effect, 702.148b, 612; engine.mechanics.cleave).
    cleave: str | None = None
    # "Companion — [condition]" (702.139a): the condition on the starting deck, as printed. It
    # functions outside the game, before it begins (engine.mechanics.companion): never checked
    # in a game under way.
    companion: str | None = None
    cleaved: SpellAbility | None = None
    # "Entwine [cost]" (702.42a): a modal spell's additional cost to choose all its modes.
    entwine: str | None = None
    # "Escape—[cost]" (702.138a): cast from its owner's graveyard for this alternative cost, its
    # mana and "Exile N other cards from your graveyard" (engine.mechanics.escape).
    escape: Cost | None = None
    # "Escalate [cost]" (702.120a): a modal spell's additional cost for each mode chosen beyond
    # the first (engine.mechanics.escalate).
    escalate: str | None = None
    # "Escalate—[cost]." with parts other than mana ("Discard a card."; 702.120a,
    # engine.mechanics.keyword_costs), paid once for each mode beyond the first.
    escalate_cost: Cost | None = None
    # "Morph [cost]" (702.37a): the card may be cast face down as a 2/2 creature for {3}, and
    # turned face up for this cost (702.37e, engine.mechanics.morph). "Megamorph [cost]"
    # (702.37b) is a morph cost that also puts a +1/+1 counter on it as it's turned face up.
    morph: str | None = None
    megamorph: str | None = None
    # "Disguise [cost]" (702.168a): cast face down as a 2/2 creature with ward {2} for {3}, and
    # turned face up for this cost (702.168d, engine.mechanics.morph).
    disguise: str | None = None
    # "Foretell [cost]" (702.143a): exiled face down from the hand for {2} during its owner's
    # turn, then cast on a later turn for this cost (engine.mechanics.foretell).
    foretell: str | None = None
    # "Plot [cost]" (702.170a): exiled from the hand for this cost as a special action, then cast
    # on a later turn without paying its mana cost (engine.mechanics.plot).
    plot: str | None = None
    # "Warp [cost]" (702.185a): an alternative mana cost from the hand; the permanent is exiled
    # at the next end step and may be cast from exile later (engine.mechanics.warp).
    warp: str | None = None
    # "Mayhem [cost]" (702.187b): an alternative mana cost from the graveyard, as long as the
    # card was discarded this turn (engine.mechanics.mayhem).
    mayhem: str | None = None
    # "Web-slinging [cost]" (702.188a): an alternative mana cost, paid with returning a tapped
    # creature you control to its owner's hand (engine.mechanics.web_slinging).
    web_slinging: str | None = None
    # "Harmonize [cost]" (702.180a): an alternative mana cost from the graveyard, less the power
    # of a creature tapped for it; then exiled (engine.mechanics.harmonize).
    harmonize: str | None = None
    # "Sneak [cost]" (702.190a): an alternative mana cost during the caster's declare blockers
    # step, also returning an unblocked creature; a permanent enters tapped and attacking
    # (engine.mechanics.sneak).
    sneak: str | None = None
    # "Offspring [cost]" (702.175a): an optional additional cost; if paid, a 1/1 token copy is
    # created as the permanent enters (engine.mechanics.offspring).
    offspring: str | None = None
    # "Squad [cost]" (702.157a): an optional additional cost paid any number of times; as the
    # permanent enters, a token copy for each payment (engine.mechanics.squad).
    squad: str | None = None
    # A squad cost of more than mana ("Squad—{1}, Discard a card.", engine.mechanics.keyword_costs).
    squad_cost: Cost | None = None
    # "Emerge [cost]" (702.119a): an alternative cost with a creature sacrificed, reduced by its
    # mana value (engine.mechanics.emerge).
    emerge: str | None = None
    # "Gift a [something]" (702.174a): what the opponent the gift is promised to gets
    # (engine.mechanics.gift.GIFTS).
    gift: str | None = None
    # "Suspend N—[cost]" (702.62a): the number of time counters and the cost of the special
    # action exiling it from the hand (engine.mechanics.suspend).
    suspend: tuple[int, str] | None = None
    # A multi-face card (709 split, 710 flip, 712 double-faced, 715 adventurer): its layout
    # and each face's own definition (its name, characteristics and abilities). The fields
    # above are the front face's (a split card's: both halves combined, 709.4);
    # engine.rules.faces.face_definition gives the face that counts where the object is.
    layout: str = ""
    faces: tuple[CardDef, ...] = ()

    def __post_init__(self) -> None:
        if self.enchant is not None:
            check_targets((self.enchant,), f"{self.name}.enchant")

    @property
    def type_line(self) -> str:
        left = " ".join((*self.supertypes, *self.types))
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def mana_value(self, x: int = 0) -> int:
        return mana_value(self.mana_cost, x)


def mana_symbols(cost: str) -> tuple[str, ...]:
    """ "{2}{W}{W}" -> ("2", "W", "W")."""
    return tuple(part for part in cost.replace("}", "").split("{") if part)


def generic_mana(cost: str, x: int) -> int:
    """The generic mana in a cost (107.4b): its numbers, and X as the chosen value each time it
    appears (107.3)."""
    return sum(int(s) if s.isdigit() else x if s == "X" else 0 for s in mana_symbols(cost))


def mana_value(cost: str, x: int = 0) -> int:
    """Mana value (202.3); X counts as `x` (0 except on the stack, 107.3m, 202.3e)."""
    total = 0
    for symbol in mana_symbols(cost):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol == "X":
            total += x
        else:
            # A hybrid symbol counts its largest half, so {2/W} is 2 (202.3f); other colored,
            # hybrid and Phyrexian symbols count one each (202.3f-g).
            total += max((int(half) for half in symbol.split("/") if half.isdigit()), default=1)
    return total


def add_mana_costs(cost: str, *extra: str) -> str:
    """A total cost with additional mana costs added (601.2f): "{2}{R}" plus "{4}" is
    "{6}{R}"; the generic mana first, then the other symbols in the order given."""
    symbols = [s for part in (cost, *extra) for s in mana_symbols(part)]
    generic = sum(int(s) for s in symbols if s.isdigit())
    others = "".join(f"{{{s}}}" for s in symbols if not s.isdigit())
    return (f"{{{generic}}}" if generic else "") + others or cost
