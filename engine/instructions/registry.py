"""The instruction vocabulary: what spells and abilities do as they resolve (608.2c).

Each instruction kind is a function registered against its declaration (the kind's name in
engine.vocabulary.declarations, which also declares its parameters); cards list instructions with
parameters and never contain pipeline logic. Reference words ("you", "self", "target:N",
"controller_of:N", "bound:KEY" ...) and amount words ("x", "source_power" ...) are typed objects
of engine.vocabulary; this module resolves them. An instruction with "if": "citys_blessing" (or
"unless") runs only when that holds on resolution.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from engine.cards.model import Instruction, mana_value
from engine.cards.tokens import token_name
from engine.core.choices import DecisionKind, Option
from engine.core.events import CountersEvent, LifeGainEvent, LifeLossEvent, ZoneChanged
from engine.core.log import LogKind, counted
from engine.core.state import Characteristics, Duration, Effect, GameObject, Params, Zone
from engine.core.variants import LossCheck
from engine.rules.characteristics import chars
from engine.rules.combat.declare import tokens_enter_attacking
from engine.rules.damage import Assignment, deal_damage
from engine.rules.effects.cant import uncounterable
from engine.rules.effects.life import cant_lose, cant_win
from engine.rules.life import set_life
from engine.rules.mana.pool import pay
from engine.rules.pipeline import AFTER_PERFORM, Resolution, describe, name_of
from engine.rules.resolution_conditions import (
    CONDITION_WORDS,
    RESOLUTION_CONDITIONS,
    SOURCE_CONDITIONS,
)
from engine.rules.sba import lose_simultaneously
from engine.rules.triggers import condition as board_condition
from engine.rules.triggers import condition_text, controls_three_artifacts
from engine.rules.zones import destroy, discard, draw_cards, move, tokens_created
from engine.vocabulary.amounts import (
    NAMED_SOURCE_MANA_VALUE_X,
    NAMED_SOURCE_TOUGHNESS_X,
    SOURCE_MANA_VALUE_X,
    SOURCE_TOUGHNESS_X,
    SPELL_MANA_VALUE_X,
    AmountWord,
    BoundAmount,
    CardPower,
    CountersItHad,
    CountersOnSource,
    DefinedX,
    PerBound,
    SourcePower,
    X,
    parse_amount,
)
from engine.vocabulary.references import (
    Bound,
    Creatures,
    EachOpponent,
    EachPlayer,
    EachTarget,
    Enchanted,
    Equipped,
    PlayersWithLife,
    Reference,
    Target,
    ThatTarget,
    This,
    Whose,
    You,
    parse_reference,
)
from engine.vocabulary.words import Condition


@dataclass
class ExecContext:
    controller: str
    source: str
    targets: tuple[str | None, ...] = ()
    x: int = 0
    bound: dict[str, Any] = field(default_factory=dict)
    ability: int = -1  # which of the source's abilities resolves (StackInfo.ability)


Executor = Callable[[Resolution, ExecContext, Params], None]
INSTRUCTIONS: dict[str, Executor] = {}


def instruction_kind(name: str) -> Callable[[Executor], Executor]:
    """Register the executor of a declared instruction kind (engine.vocabulary.declarations)."""

    def register(fn: Executor) -> Executor:
        if name in INSTRUCTIONS:
            raise ValueError(f"instruction kind {name!r} is implemented twice")
        INSTRUCTIONS[name] = fn
        return fn

    return register


def execute(res: Resolution, ctx: ExecContext, instructions: tuple[Instruction, ...]) -> None:
    for step in instructions:
        if not condition_holds(res, ctx, step.params):
            continue
        res.begin_occurrence()  # 603.2c: each instruction's events are one occurrence
        INSTRUCTIONS[step.kind](res, ctx, step.params)


def condition_holds(res: Resolution, ctx: ExecContext, params: Params) -> bool:
    if "if_board" in params:
        # "Then if [condition], [sentence]." (608.2c): read once, as the sentence is reached
        if params.get("if_board_same"):
            held = bool(ctx.bound.get(BOARD_READ, False))
        else:
            held = _board_holds(res, ctx, str(params["if_board"]))
            ctx.bound[BOARD_READ] = held
        if not held:
            return False
    has_blessing = "citys_blessing" in res.state.player(ctx.controller).designations
    if params.get("if") == "citys_blessing":
        return has_blessing
    if params.get("unless") == "citys_blessing":
        return not has_blessing
    if params.get("if") == "paid":
        return not ctx.bound.get("declined", False)
    if params.get("unless") == "paid":  # "If you don't, ..." (608.2c)
        return bool(ctx.bound.get("declined", False))
    if Condition.KICKED in (params.get("if"), params.get("unless")):
        # "If ~ was kicked, ..." (702.33d): the spell, or the permanent whose ability this is.
        found = res.state.find_object(ctx.source)
        kicked = found is not None and found.kicked > 0
        return kicked if params.get("if") == Condition.KICKED else not kicked
    if "metalcraft" in (params.get("if"), params.get("unless")):
        # "Metalcraft — ... instead if you control three or more artifacts" (207.2c), checked as
        # the spell resolves (608.2c).
        met = controls_three_artifacts(res.state, ctx.controller)
        return met if params.get("if") == "metalcraft" else not met
    for key, expected in (("if", True), ("unless", False)):
        name = str(params.get(key, ""))
        check = RESOLUTION_CONDITIONS.get(name)
        if check is not None:
            # "X. ... Y instead if C." (608.2c): the "unless" instruction and the "if" one after
            # it read C once, so exactly one of them happens even if the first changes C.
            read = f"condition_read:{name}"
            paired = key == "if" and read in ctx.bound
            held = ctx.bound.pop(read) if paired else check(res.state, ctx.controller)
            if key == "unless":
                ctx.bound[read] = held
            if paired:
                _note_instead(res, ctx, name, held)
            return held is expected
        on_source = SOURCE_CONDITIONS.get(name)
        if on_source is not None:
            return on_source(res.state, ctx.source) is expected
        about = CONTEXT_CONDITIONS.get(name)
        if about is not None:
            return about(res, ctx) is expected
    return True


BOARD_READ = "board_condition_read"


def _board_holds(res: Resolution, ctx: ExecContext, name: str) -> bool:
    """ "Then if [condition], [sentence]." (engine.oracle.grammar.then_if): an intervening "if"
    condition read as the instruction is reached (608.2c), for the ability's controller and
    source."""
    try:
        held = board_condition(res.state, ctx.controller, name, None, ctx.source)
    except ValueError:
        held = False  # a condition the engine doesn't know never holds
    if not held:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, ctx.source)}: {condition_text(name)} is false, so it doesn't "
            "do what follows",
            "608.2c",
        )
    return held


# Conditions that read the resolving ability itself, not only its controller or source
# (registered by their mechanic: engine.mechanics.resolution_counts).
CONTEXT_CONDITIONS: dict[str, Callable[[Resolution, ExecContext], bool]] = {}


def _note_instead(res: Resolution, ctx: ExecContext, condition: str, held: bool) -> None:
    """Which of "X. ... Y instead if C." happened (608.2c), in the log."""
    words = CONDITION_WORDS.get(condition, condition)
    source = name_of(res.state, ctx.source)
    if held:
        res.note(LogKind.EVENT, f"{source}: {words}, so it does what follows 'instead'", "608.2c")
    else:
        res.judge(
            LogKind.EVENT, f"{source}: not '{words}', so the 'instead' doesn't apply", "608.2c"
        )


# --- references and amounts ------------------------------------------------------------------
#
# The words are typed declarations (engine.vocabulary.references, engine.vocabulary.amounts), parsed
# from their document spelling in one place; each type has one resolver registered here or in the
# module of its concept (engine.instructions.references, engine.actions.additional_costs).

R = TypeVar("R", bound=Reference)
W = TypeVar("W", bound=AmountWord)
RefResolver = Callable[[Resolution, "ExecContext", Any], list[str]]
AmountResolver = Callable[[Resolution, "ExecContext", Any], int]
REFERENCE_RESOLVERS: dict[type[Reference], RefResolver] = {}
AMOUNT_RESOLVERS: dict[type[AmountWord], AmountResolver] = {}


def resolves(
    kind: type[R],
) -> Callable[[Callable[[Resolution, ExecContext, R], list[str]]], Callable[..., list[str]]]:
    def register(
        fn: Callable[[Resolution, ExecContext, R], list[str]],
    ) -> Callable[..., list[str]]:
        REFERENCE_RESOLVERS[kind] = fn
        return fn

    return register


def computes(
    kind: type[W],
) -> Callable[[Callable[[Resolution, ExecContext, W], int]], Callable[..., int]]:
    def register(fn: Callable[[Resolution, ExecContext, W], int]) -> Callable[..., int]:
        AMOUNT_RESOLVERS[kind] = fn
        return fn

    return register


def refs(res: Resolution, ctx: ExecContext, ref: object) -> list[str]:
    """Resolve a reference to player/object ids; illegal targets resolve to nothing (608.2b).
    An unknown word is an UnknownWord (it is refused when a definition is built)."""
    parsed = parse_reference(ref)
    return REFERENCE_RESOLVERS[type(parsed)](res, ctx, parsed)


def amount(res: Resolution, ctx: ExecContext, value: object) -> int:
    parsed = parse_amount(value)
    if isinstance(parsed, int):
        return parsed
    return AMOUNT_RESOLVERS[type(parsed)](res, ctx, parsed)


@resolves(You)
def _you(res: Resolution, ctx: ExecContext, ref: You) -> list[str]:
    return [ctx.controller]


# The timestamp a triggered ability bound for its object when the object wasn't on the
# battlefield as it triggered (engine.rules.triggers): a leaves-the-battlefield ability's card in
# the zone it went to (603.6c, 603.10a), or a card whose ability works from its graveyard or exile.
OBJECT_TIMESTAMP = "object_timestamp"


def is_left_card(ctx: ExecContext, obj: GameObject) -> bool:
    """Whether `obj` is the ability's own card in the zone it went to as it left the battlefield
    ("When ~ dies, return it to its owner's hand"), still the object it was as the ability
    triggered (400.7: the trigger bound its timestamp there)."""
    stamp = ctx.bound.get(OBJECT_TIMESTAMP)
    return (
        obj.id == ctx.source
        and obj.zone is not Zone.BATTLEFIELD
        and isinstance(stamp, int)
        and obj.timestamp == stamp
    )


@resolves(This)
def _this(res: Resolution, ctx: ExecContext, ref: This) -> list[str]:
    """The object with the ability. For an ability that triggered when its object wasn't on the
    battlefield (a leaves-the-battlefield ability, 603.6c, 603.10a; one that works from a
    graveyard), "~" is the card in the zone it was in as the ability triggered, only while it is
    still that object: once it has changed zones again it is a new object the ability can't find
    (400.7), and the instruction acts on nothing."""
    stamp = ctx.bound.get(OBJECT_TIMESTAMP)
    if isinstance(stamp, int):
        obj = res.state.find_object(ctx.source)
        if obj is None or obj.timestamp != stamp:
            res.judge(
                LogKind.NOTE,
                f"{name_of(res.state, ctx.source)} has changed zones since its ability triggered: "
                "it is a new object the ability can't find, so nothing happens to it",
                "400.7",
                objects=(ctx.source,),
            )
            return []
    return [ctx.source]


def _attached(res: Resolution, ctx: ExecContext, ref: Reference) -> list[str]:
    """What the source is attached to (303.4m, 301.5f)."""
    source = res.state.find_object(ctx.source)
    return [source.attached_to] if source is not None and source.attached_to else []


REFERENCE_RESOLVERS[Enchanted] = _attached
REFERENCE_RESOLVERS[Equipped] = _attached


def target_of(ctx: ExecContext, target: Target | ThatTarget) -> str | None:
    return ctx.targets[target.index] if target.index < len(ctx.targets) else None


@resolves(Target)
def _target(res: Resolution, ctx: ExecContext, ref: Target) -> list[str]:
    target = target_of(ctx, ref)
    return [target] if target is not None else []


@resolves(ThatTarget)
def _that_target(res: Resolution, ctx: ExecContext, ref: ThatTarget) -> list[str]:
    """ "That creature": the same target as its number (608.2c)."""
    return _target(res, ctx, Target(ref.index))


@resolves(EachTarget)
def _each_target(res: Resolution, ctx: ExecContext, ref: EachTarget) -> list[str]:
    """Every legal target, in order (608.2b: an illegal one isn't affected)."""
    return list(dict.fromkeys(t for t in ctx.targets if t is not None))


@resolves(EachPlayer)
def _each_player(res: Resolution, ctx: ExecContext, ref: EachPlayer) -> list[str]:
    return list(res.state.apnap())


@resolves(EachOpponent)
def _each_opponent(res: Resolution, ctx: ExecContext, ref: EachOpponent) -> list[str]:
    return [p for p in res.state.apnap() if p != ctx.controller]


@resolves(PlayersWithLife)
def _players_with_life(res: Resolution, ctx: ExecContext, ref: PlayersWithLife) -> list[str]:
    """The players whose life total is exactly that number now, as the instruction applies."""
    return [p for p in res.state.apnap() if res.state.player(p).life == ref.life]


@resolves(Creatures)
def _creatures(res: Resolution, ctx: ExecContext, ref: Creatures) -> list[str]:
    state = res.state
    return [
        o.id
        for o in state.battlefield
        if chars(state, o).is_type("Creature")
        and _in_scope(o, ref.whose, ctx)
        and not (ref.other and o.id == ctx.source)
    ]


@resolves(Bound)
def _bound(res: Resolution, ctx: ExecContext, ref: Bound) -> list[str]:
    value = ctx.bound.get(ref.key, ())
    found = list(value) if isinstance(value, list | tuple) else [value]
    stamp = ctx.bound.get(f"{ref.key}_timestamp")
    if stamp is None:
        return found
    # 400.7: the permanent the trigger event named, only while it is still that object
    # (engine.rules.triggers.PERMANENT_BINDINGS).
    state = res.state
    return [
        v
        for v in found
        if (o := state.find_object(v)) is not None
        and o.zone is Zone.BATTLEFIELD
        and o.timestamp == stamp
    ]


def _in_scope(obj: GameObject, whose: Whose, ctx: ExecContext) -> bool:
    return whose is Whose.ALL or (whose is Whose.YOURS) == (obj.controller == ctx.controller)


@computes(X)
def _x(res: Resolution, ctx: ExecContext, word: X) -> int:
    return ctx.x


@computes(BoundAmount)
def _bound_amount(res: Resolution, ctx: ExecContext, word: BoundAmount) -> int:
    """ "That much": the number the trigger bound (the damage dealt, 120.3)."""
    value = ctx.bound.get(word.key, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


@computes(PerBound)
def _per_bound(res: Resolution, ctx: ExecContext, word: PerBound) -> int:
    """ "For each card discarded this way": the number times the objects an earlier instruction
    of this resolution bound (608.2c), counted as this instruction applies (608.2h)."""
    value = ctx.bound.get(word.key, ())
    counted = len(value) if isinstance(value, tuple) else 0
    res.judge(
        LogKind.NOTE,
        f"for {name_of(res.state, ctx.source)}, {word.per} for each of {counted}",
        "608.2h",
        objects=(ctx.source,),
    )
    return word.per * counted


@computes(SourcePower)
def _source_power(res: Resolution, ctx: ExecContext, word: SourcePower) -> int:
    stamp = ctx.bound.get(SOURCE_TIMESTAMP)
    return source_power(res, ctx.source, stamp if isinstance(stamp, int) else None)


# The source's timestamp as its ability was activated, when the cost moves it (bound on the
# stack by engine.actions.stack): a permanent there with another timestamp is a new object.
SOURCE_TIMESTAMP = "source_timestamp"


@computes(CountersOnSource)
def _counters(res: Resolution, ctx: ExecContext, word: CountersOnSource) -> int:
    source = res.state.find_object(ctx.source)
    return source.counter(word.kind) if source else 0


@computes(CardPower)
def _card_power(res: Resolution, ctx: ExecContext, word: CardPower) -> int:
    """702.97a: the card's own power (its printed power off the battlefield, 208.1)."""
    source = res.state.find_object(ctx.source)
    return (chars(res.state, source).power or 0) if source else 0


@computes(CountersItHad)
def _counters_it_had(res: Resolution, ctx: ExecContext, word: CountersItHad) -> int:
    """608.2h: the source's counters as it last existed on the battlefield."""
    source = res.state.find_object(ctx.source)
    if source is not None and source.zone is Zone.BATTLEFIELD:
        return source.counter(word.kind)
    known = res.state.last_known.get(ctx.source)
    counters = known.get("counters", Params()) if known is not None else Params()
    return int(counters.get(word.kind, 0))


def source_power(res: Resolution, source: str, timestamp: int | None = None) -> int:
    """608.2h: the source's current power, or its last known power if it left the battlefield.

    `timestamp` is the source's as its ability was activated: a permanent there now with another
    one left as the cost and came back, a new object (400.7), so the last known power is used too.
    """
    return source_stat(res, source, "power", timestamp)


def source_stat(res: Resolution, source: str, stat: str, timestamp: int | None = None) -> int:
    """608.2h: the source's current power or toughness (`stat`), or the last known one if it
    left the battlefield (as `source_power`)."""
    obj = res.state.find_object(source)
    known = res.state.last_known.get(source)
    on_battlefield = obj is not None and obj.zone is Zone.BATTLEFIELD
    returned = (
        on_battlefield and timestamp is not None and obj is not None and obj.timestamp != timestamp
    )
    if obj is not None and on_battlefield and not (returned and known is not None):
        c = chars(res.state, obj)
        return (c.power if stat == "power" else c.toughness) or 0
    if known is None:
        return 0
    if returned:
        res.judge(
            LogKind.NOTE,
            f"{name_of(res.state, source)} left the battlefield and returned as a new object: "
            f"the source's last known {stat} {known[stat]} is used",
            "608.2h",
            "400.7",
        )
    else:
        res.judge(
            LogKind.NOTE,
            f"{name_of(res.state, source)} has left the battlefield: its last known {stat} {known[stat]} is used",
            "608.2h",
        )
    return int(known[stat] or 0)


def source_mana_value(res: Resolution, source: str, timestamp: int | None = None) -> int:
    """202.3: the source's mana value where it is; as it last existed on the battlefield if it
    left it (608.2h; a new object if it came back, 400.7, as `source_stat`)."""
    obj = res.state.find_object(source)
    known = res.state.last_known.get(source)
    on_battlefield = obj is not None and obj.zone is Zone.BATTLEFIELD
    returned = on_battlefield and obj is not None and timestamp not in (None, obj.timestamp)
    if obj is not None and on_battlefield and not (returned and known is not None):
        return chars(res.state, obj).mana_value
    if known is not None and isinstance(known.get("mana_value"), int):
        res.judge(
            LogKind.NOTE,
            f"{name_of(res.state, source)} has left the battlefield: its last known mana value "
            f"{known['mana_value']} is used",
            "608.2h",
        )
        return int(known["mana_value"])
    # never on the battlefield (a spell, a card in a graveyard or hand): as it is there
    return chars(res.state, obj).mana_value if obj is not None else 0


# The mana value of the spell a cast trigger names, bound as it became cast
# (engine.rules.triggers._cast_spell_binding).
SPELL_MANA_VALUE = "spell_mana_value"


def _spell_mana_value(res: Resolution, ctx: ExecContext) -> int:
    """202.3: "that spell's mana value" (X counted as chosen on the stack, 202.3e): the spell's
    own while it is still on the stack; once it has left, as it last existed there (608.2h),
    which is as it became cast: a spell's mana cost and X don't change on the stack."""
    spell_id = ctx.bound.get("spell")
    spell = res.state.find_object(spell_id) if isinstance(spell_id, str) else None
    if spell is not None and spell.zone is Zone.STACK and spell.stack is not None:
        return chars(res.state, spell).mana_value
    known = ctx.bound.get(SPELL_MANA_VALUE)
    if not isinstance(known, int):
        return 0
    res.judge(
        LogKind.NOTE,
        f"the spell has left the stack: its mana value as it last existed there, {known}, is used",
        "608.2h",
    )
    return known


@computes(DefinedX)
def _defined_x(res: Resolution, ctx: ExecContext, word: DefinedX) -> int:
    """ "Where X is its power / its toughness / that spell's mana value" (107.3a), computed as
    the instruction applies (608.2h)."""
    stamp = ctx.bound.get(SOURCE_TIMESTAMP)
    timestamp = stamp if isinstance(stamp, int) else None
    if word.word == SPELL_MANA_VALUE_X:
        value = _spell_mana_value(res, ctx)
    elif word.word in (SOURCE_MANA_VALUE_X, NAMED_SOURCE_MANA_VALUE_X):
        value = source_mana_value(res, ctx.source, timestamp)
    else:
        toughness = word.word in (SOURCE_TOUGHNESS_X, NAMED_SOURCE_TOUGHNESS_X)
        value = source_stat(res, ctx.source, "toughness" if toughness else "power", timestamp)
    res.judge(
        LogKind.NOTE,
        f"for {name_of(res.state, ctx.source)}, X is {value}",
        "107.3a",
        "608.2h",
        objects=(ctx.source,),
    )
    return value


# --- the vocabulary --------------------------------------------------------------------------

# The objects and players the last deal_damage instruction of a resolution dealt damage to.
DAMAGED_THIS_WAY = "dealt_damage_this_way"


@instruction_kind("deal_damage")
def _deal_damage(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "to" is one reference or a list of them ("each creature and each player"): all the
    damage is dealt at once (120.4). "and_amount" to "and_to" is the sentence's second amount
    ("~ deals 1 damage to target creature and 1 damage to you"): one sentence, one damage event
    of the source, so a source with lifelink causes one life gain event (120.3f, 702.15b, 119.9)."""
    assignments = _assignments(res, ctx, params.get("amount", 0), params.get("to", 0))
    if "and_to" in params:
        assignments += _assignments(res, ctx, params.get("and_amount", 0), params["and_to"])
    dealt = deal_damage(res, assignments)
    # "a creature dealt damage this way" (engine.mechanics.exiled_instead_of_dying): what was
    # actually dealt damage, after prevention (120.4b)
    ctx.bound[DAMAGED_THIS_WAY] = tuple(
        dict.fromkeys(str(event.recipient) for event in dealt if event.amount > 0)
    )
    if "bind" in params:
        # "the damage dealt this way" (Rite of Consumption): what was dealt after prevention
        # and replacement (120.4b), not what would have been, summed over the recipients.
        ctx.bound[str(params["bind"])] = sum(event.amount for event in dealt)


def _assignments(res: Resolution, ctx: ExecContext, value: object, to: object) -> list[Assignment]:
    n = amount(res, ctx, value)
    found = [r for ref in (to if isinstance(to, tuple) else (to,)) for r in refs(res, ctx, ref)]
    recipients = [r for r in dict.fromkeys(found) if _can_be_dealt_damage(res, r)]
    return [Assignment(ctx.source, r, n) for r in recipients]


def _can_be_dealt_damage(res: Resolution, ref: str) -> bool:
    if res.state.find_player(ref) is not None:
        return True
    obj = res.state.find_object(ref)
    return obj is not None and obj.zone is Zone.BATTLEFIELD


@instruction_kind("gain_life")
def _gain_life(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "you")):
        res.run(LifeGainEvent(player, amount(res, ctx, params.get("amount", 0)), ctx.source))


@instruction_kind("lose_life")
def _lose_life(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "you")):
        res.run(LifeLossEvent(player, amount(res, ctx, params.get("amount", 0)), ctx.source))


@instruction_kind("lose_game")
def _lose_game(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """104.3e: an effect says a player loses the game; a "can't lose" effect stops it (104.3)."""
    losses = []
    for player in refs(res, ctx, params.get("player", "you")):
        if res.state.find_player(player) is None or res.state.player(player).lost:
            continue
        blocker = cant_lose(res.state, player)
        if blocker is not None:
            res.note(
                LogKind.GAME_OVER,
                f"{name_of(res.state, ctx.source)} would make {name_of(res.state, player)} lose "
                f"the game, but they can't lose it ({name_of(res.state, blocker.source)})",
                "104.3e",
                "104.3",
            )
            continue
        losses.append(LossCheck(player, f"{name_of(res.state, ctx.source)} says so", "104.3e"))
    if losses:
        lose_simultaneously(res, losses)


@instruction_kind("win_game")
def _win_game(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """104.2b: an effect says a player wins the game, unless a "can't win" effect applies to
    them (Platinum Angel); a player who would both win and lose loses (104.3f)."""
    for player in refs(res, ctx, params.get("player", "you")):
        found = res.state.find_player(player)
        if found is None or found.lost or res.state.game_over:
            continue
        blocker = cant_win(res.state, player)
        if blocker is not None:
            res.note(
                LogKind.GAME_OVER,
                f"{name_of(res.state, ctx.source)} would make {found.name} win the game, but "
                f"they can't win it ({name_of(res.state, blocker.source)})",
                "104.2b",
            )
            continue
        res.set_state(res.state.with_player(replace(found, won=True)))
        res.note(LogKind.GAME_OVER, f"{found.name} wins the game", "104.2b", "104.1")


@instruction_kind("set_life")
def _set_life(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "you")):
        set_life(res, player, amount(res, ctx, params.get("value", 0)), ctx.source)


def _bind_params(res: Resolution, ctx: ExecContext, raw: Params) -> Params:
    out: dict[str, Any] = {}
    for key, value in raw.items():
        if value in ("you", "self") or (
            isinstance(value, str) and value.startswith(("target:", "bound:"))
        ):
            found = refs(res, ctx, value)
            out[key] = found[0] if len(found) == 1 else tuple(found)
        else:
            out[key] = value
    return Params(out)


def add_effect(
    res: Resolution,
    ctx: ExecContext,
    kind: str,
    params: Params,
    duration: Duration,
    *,
    rules: tuple[str, ...] = ("611.2a",),
) -> Effect:
    """Store a new effect from a resolving spell or ability; the log cites `rules`. An effect
    locked to "objects" (611.2c) records their timestamps: one that changes zones is a new
    object the effect doesn't affect (400.7; engine.rules.characteristics reads them)."""
    objects = params.get("objects")
    if isinstance(objects, tuple) and "timestamps" not in params:
        found = [o for o in map(res.state.find_object, objects) if o is not None]
        params = params.set("timestamps", {o.id: o.timestamp for o in found})
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    effect = Effect(effect_id, kind, ctx.controller, ctx.source, params, duration, timestamp)
    res.set_state(state.with_effect(effect))
    until = {
        "end_of_turn": " until end of turn",
        "until_your_next_turn": " until its controller's next turn",
        "until_end_of_your_next_turn": " until the end of its controller's next turn",
    }.get(duration.value, "")
    res.note(
        LogKind.EVENT,
        f"new effect: {describe(res.state, effect)}{until}",
        *rules,
        objects=(ctx.source,),
    )
    return effect


@instruction_kind("create_effect")
def _create_effect(res: Resolution, ctx: ExecContext, params: Params) -> None:
    add_effect(
        res,
        ctx,
        str(params["kind"]),
        _bind_params(res, ctx, params.get("params", Params())),
        Duration(params.get("duration", "indefinite")),
    )


@instruction_kind("modify_pt")
def _modify_pt(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """+N/+N effects; the affected set is locked in as the effect begins (611.2c)."""
    scope = params.get("to", 0)
    if (
        params.get("blessing_to")
        and "citys_blessing" in res.state.player(ctx.controller).designations
    ):
        scope = params["blessing_to"]
    objects = tuple(refs(res, ctx, scope))
    effect_params = Params(
        {
            "objects": objects,
            "power": amount(res, ctx, params.get("power", 0)),
            "toughness": amount(res, ctx, params.get("toughness", 0)),
        }
    )
    add_effect(
        res,
        ctx,
        "modify_power_toughness",
        effect_params,
        Duration(params.get("duration", "end_of_turn")),
    )


@instruction_kind("destroy")
def _destroy(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for target in refs(res, ctx, params.get("to", 0)):
        destroy(res, target, "701.8a")


@instruction_kind("exile")
def _exile(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for target in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(target)
        if obj is not None and obj.zone is not Zone.EXILE:
            move(res, target, Zone.EXILE)


@instruction_kind("counter")
def _counter(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for target in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(target)
        if obj is None or obj.zone is not Zone.STACK:
            continue
        if uncounterable(res.state, target):
            # 101.2: "can't be countered" beats the instruction to counter it (113.6g).
            res.note(
                LogKind.STACK,
                f"{name_of(res.state, target)} can't be countered: it stays on the stack",
                "101.2",
                objects=(target,),
            )
            continue
        res.note(
            LogKind.STACK, f"{name_of(res.state, target)} is countered", "701.6a", objects=(target,)
        )
        remove_from_stack(res, obj)


def remove_from_stack(res: Resolution, obj: GameObject) -> None:
    """A spell goes to its owner's graveyard; an ability just ceases to exist (608.2n, 701.6a)."""
    if obj.stack is not None and obj.stack.kind == "spell":
        move(res, obj.id, Zone.GRAVEYARD)
    else:
        res.set_state(res.state.without_object(obj.id))


@instruction_kind("draw")
def _draw(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "you")):
        draw_cards(res, player, amount(res, ctx, params.get("count", 1)))


@instruction_kind("discard")
def _discard(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """The player discards; with a choice of cards, that player chooses (701.9)."""
    for player in refs(res, ctx, params.get("player", "you")):
        discard_chosen(res, player, amount(res, ctx, params.get("count", 1)))


def discard_chosen(res: Resolution, player: str, count: int) -> list[str]:
    """`player` discards `count` cards of their choice, one at a time (701.9a-b); one name left
    in hand is no choice. The cards discarded, in order (connive counts them, 701.50a)."""
    discarded: list[str] = []
    for _ in range(count):
        hand = res.state.zone(Zone.HAND, player)
        if not hand:
            break
        pick = hand[0].id
        if len({o.card for o in hand}) > 1:
            pick = res.choose(
                player,
                DecisionKind.TARGET,
                f"{name_of(res.state, player)} discards a card",
                tuple(Option(o.id, name_of(res.state, o.id)) for o in hand),
                "701.9a",
                context=("discard", player),
            )
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} discards {name_of(res.state, pick)}",
            "701.9a",
            objects=(pick,),
        )
        discard(res, player, pick)
        discarded.append(pick)
    return discarded


@instruction_kind("create_tokens")
def _create_tokens(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """111.1: tokens enter under the controller's control; `attacking` per 508.4."""
    token = params.get("token")
    if not isinstance(token, Params):
        return  # the codec refuses a create_tokens without its token
    count = amount(res, ctx, params.get("count", 1))
    name = token_name(str(token["name"]))  # 111.4: "Goblin Token"
    # 614.16: "if an effect would create one or more tokens" replacements (Doubling Season)
    count = tokens_created(res, ctx.controller, count, name, ctx.source)
    created: list[str] = []
    for _ in range(count):
        state, token_id = res.state.take_id("t")
        state, timestamp = state.take_timestamp()
        obj = GameObject(
            id=token_id,
            card=name,
            owner=ctx.controller,
            controller=ctx.controller,
            zone=Zone.BATTLEFIELD,
            token=True,
            tapped=bool(params.get("tapped", False)),
            controlled_since_turn_start=False,
            timestamp=timestamp,
            characteristics=Characteristics(
                types=tuple(token.get("types", ("Creature",))),
                subtypes=tuple(token.get("subtypes", ())),
                power=token.get("power"),
                toughness=token.get("toughness"),
                colors=tuple(token.get("colors", ())),
                keywords=tuple(token.get("keywords", ())),
            ),
        )
        res.set_state(state.with_moved_object(obj, to_top=False))
        created.append(token_id)
        res.did(ZoneChanged(token_id, Zone.STACK, Zone.BATTLEFIELD))
    if created:
        tapped = " tapped" if params.get("tapped") else ""
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, ctx.controller)} creates {counted(count, name)}{tapped}",
            "111.1",
            "111.4",
            objects=tuple(created),
        )
    ctx.bound[str(params.get("bind", "tokens"))] = tuple(created)
    for after in AFTER_PERFORM:  # e.g. ascend counts the new tokens at once (702.131b)
        after(res)
    # "tapped and attacking" (508.4): the controller chooses what each token attacks.
    tokens_enter_attacking(res, ctx, params, tuple(created))


@instruction_kind("put_counters")
def _put_counters(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for target in refs(res, ctx, params.get("to", "self")):
        obj = res.state.find_object(target)
        if obj is not None and obj.zone is not Zone.BATTLEFIELD:
            # 400.7: a permanent that has left the battlefield (Siegehorn Ceratops destroyed by
            # the damage that made it trigger) is a new object the counters can't be put on.
            res.note(
                LogKind.NOTE,
                f"{name_of(res.state, target)} has left the battlefield: no counters are put on it",
                "400.7",
            )
            continue
        res.run(
            CountersEvent(
                target, str(params.get("kind", "+1/+1")), amount(res, ctx, params.get("count", 1))
            )
        )


@instruction_kind("phase_out")
def _phase_out(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.26: phased-out permanents are treated as though they don't exist."""
    mine = [o for o in res.state.battlefield if o.controller == ctx.controller]
    res.set_state(res.state.with_objects(replace(o, phased_out=True) for o in mine))
    if mine:
        res.note(
            LogKind.EVENT,
            f"{counted(len(mine), 'permanent')} {name_of(res.state, ctx.controller)} controls "
            + ("phases out" if len(mine) == 1 else "phase out"),
            "702.26a",
            objects=tuple(o.id for o in mine),
        )


# The timestamp of a delayed trigger's source as the trigger was made, when its instructions act
# on the source (engine.oracle.grammar.end_of_combat: "sacrifice it at end of combat").
DELAYED_SOURCE_TIMESTAMP = "delayed_source_timestamp"


@instruction_kind("create_delayed_trigger")
def _create_delayed_trigger(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """603.7: a delayed trigger made now, firing once at the named step ("end": the next end
    step). Bound values (the tokens just created) travel with it."""
    bound = dict(ctx.bound.items())
    if params.get("of_source"):
        # 400.7: instructions on the source act on it only while it is the object it was
        # (engine.actions.resolve): its timestamp now, or -1 off the battlefield
        source = res.state.find_object(ctx.source)
        on_battlefield = source is not None and source.zone is Zone.BATTLEFIELD
        bound[DELAYED_SOURCE_TIMESTAMP] = source.timestamp if on_battlefield and source else -1
    # The delayed trigger's own step, text and instructions win over any the resolving ability
    # was bound with (an ability with no source object carries its own, 603.7).
    effect_params = Params(
        {
            **bound,
            "step": params.get("step", "end"),
            "text": params.get("text", ""),
            "effects": params.get("effects", ()),
        }
    )
    add_effect(res, ctx, "delayed_trigger", effect_params, Duration.INDEFINITE)


def at_next_end_step(
    res: Resolution, permanent: GameObject, text: str, kind: str, rule: str
) -> None:
    """603.7: a delayed trigger of the permanent's controller doing the instruction `kind` to
    that permanent at the beginning of the next end step, only while it is the same object
    (its timestamp, 400.7): a dashed permanent's return (702.109a), a blitzed one's sacrifice
    (702.152a), a warped one's exile (702.185a)."""
    add_effect(
        res,
        ExecContext(permanent.controller, permanent.id),
        "delayed_trigger",
        Params(
            {
                "step": "end",
                "text": text,
                "effects": ({"kind": kind, "params": {}},),
                "source_timestamp": permanent.timestamp,
            }
        ),
        Duration.INDEFINITE,
        rules=(rule, "603.7"),
    )


def hasty_until_next_end_step(
    res: Resolution, permanent: GameObject, text: str, kind: str, rule: str
) -> None:
    """The permanent has haste (613.1f) and the instruction `kind` happens to it at the next end
    step (`at_next_end_step`): dash's return (702.109a), blitz's sacrifice (702.152a)."""
    add_effect(
        res,
        ExecContext(permanent.controller, permanent.id),
        "gain_keywords",
        Params({"objects": (permanent.id,), "keywords": ("haste",)}),
        Duration.INDEFINITE,
        rules=(rule, "613.1f"),
    )
    at_next_end_step(res, permanent, text, kind, rule)


MAX_X_OPTIONS = 1_000  # the X values a "may pay {X}" offers (107.3) at most


@instruction_kind("may_pay_x")
def _may_pay_x(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "You may pay {X}...": the controller declines or picks an X they can pay from their mana
    pool (603.5 for "may"; 107.3 for X). Later instructions marked "if": "paid" need the payment."""
    cost = str(params.get("cost", "{X}"))
    pool_total = sum(int(v) for v in res.state.player(ctx.controller).mana_pool.values())
    most = max(-1, pool_total - mana_value(cost))
    # One option per X: past MAX_X_OPTIONS values (a pool no real game reaches) the list stops
    # and the question says so, rather than building an endless list (a fuzzed pool of 10**30).
    offered = min(most, MAX_X_OPTIONS - 1)
    options = (
        Option("decline", "don't pay"),
        *(Option(str(x), f"pay with X={x}") for x in range(offered + 1)),
    )
    limit = f" (X up to {offered} offered of {most} payable)" if offered < most else ""
    answer = res.choose(
        ctx.controller,
        DecisionKind.MAY,
        f"{name_of(res.state, ctx.controller)} may pay {cost}{limit}",
        options,
        "603.5",
        context=("may_pay", ctx.source),
    )
    if answer == "decline":
        ctx.bound["declined"] = True
        return
    ctx.x = int(answer)
    pay(res, ctx.controller, cost, ctx.x)
