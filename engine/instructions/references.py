"""More instruction kinds, and the resolvers of the group reference words and amounts
(ControllerOf, CreaturesWith, AttackingCreatures, YourPermanents; TargetStat, LowestLife,
LandsOfType: declared in engine.vocabulary.references and engine.vocabulary.amounts).
"""

from __future__ import annotations

import random
from dataclasses import replace

from engine.cards.tokens import token_characteristics
from engine.core.choices import DecisionKind, Option
from engine.core.events import DamageDealt
from engine.core.log import LogKind, counted
from engine.core.state import Duration, GameObject, Params, Zone
from engine.instructions.mana_payments import pay_with_mana_abilities, payment_problem
from engine.instructions.registry import (
    INSTRUCTIONS,
    ExecContext,
    add_effect,
    computes,
    instruction_kind,
    is_left_card,
    refs,
    resolves,
    target_of,
)
from engine.instructions.scry import set_library_order
from engine.rules import defined_pt
from engine.rules.characteristics import chars
from engine.rules.effects.cant import cant_gain_life
from engine.rules.effects.life import life_locked
from engine.rules.faces import face_name
from engine.rules.life import set_life
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move
from engine.vocabulary.amounts import CountOf, LandsOfType, LowestLife, PerCount, TargetStat
from engine.vocabulary.references import (
    AttackingCreatures,
    BoundPlayersPermanents,
    ControllerOf,
    CreaturesTargetControls,
    CreaturesWith,
    CreaturesWithCounter,
    OpponentsNonlandPermanentsWithManaValue,
    OwnerOf,
    PermanentsOfType,
    PermanentsTargetControls,
    Target,
    Whose,
    YourCreaturesOfColor,
    YourOtherCreaturesOfType,
    YourPermanents,
    YourPermanentsOfSubtype,
)

# --- references ------------------------------------------------------------------------------


def controller_of(res: Resolution, ref: str) -> str | None:
    """Who controls `ref` now, or last controlled it on the battlefield (608.2h)."""
    if res.state.find_player(ref) is not None:
        return ref
    obj = res.state.find_object(ref)
    if obj is not None and obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
        return obj.controller
    known = res.state.last_known.get(ref)
    if known is not None and known.get("controller"):
        return str(known["controller"])
    return obj.owner if obj is not None else None


@resolves(ControllerOf)
def _controller_of(res: Resolution, ctx: ExecContext, ref: ControllerOf) -> list[str]:
    target = target_of(ctx, ref.target)
    who = controller_of(res, target) if target is not None else None
    return [who] if who is not None else []


@resolves(OwnerOf)
def _owner_of(res: Resolution, ctx: ExecContext, ref: OwnerOf) -> list[str]:
    """108.3: a card's owner; a player target is its own "owner"."""
    target = target_of(ctx, ref.target)
    if target is None:
        return []
    if res.state.find_player(target) is not None:
        return [target]
    obj = res.state.find_object(target)
    return [obj.owner] if obj is not None else []


@resolves(CreaturesWith)
def _creatures_with(res: Resolution, ctx: ExecContext, ref: CreaturesWith) -> list[str]:
    state = res.state
    return [
        o.id
        for o in state.battlefield
        if chars(state, o).is_type("Creature") and chars(state, o).has(ref.keyword) == ref.has
    ]


@resolves(CreaturesWithCounter)
def _creatures_with_counter(
    res: Resolution, ctx: ExecContext, ref: CreaturesWithCounter
) -> list[str]:
    """ "Each creature (you control) with a +1/+1 counter on it": the creatures with one or more
    counters of that kind on them as the instruction applies (122.1, 611.2c: the set is fixed
    then)."""
    state = res.state
    return [
        o.id
        for o in state.battlefield
        if chars(state, o).is_type("Creature")
        and o.counter(ref.kind) > 0
        and (ref.whose is Whose.ALL or o.controller == ctx.controller)
        and not (ref.other and o.id == ctx.source)
    ]


@resolves(AttackingCreatures)
def _attacking(res: Resolution, ctx: ExecContext, ref: AttackingCreatures) -> list[str]:
    combat = res.state.combat
    return (
        [
            a
            for a in combat.attacker_ids()
            if res.state.find_object(a) is not None and not (ref.other and a == ctx.source)
        ]
        if combat is not None
        else []
    )


@resolves(PermanentsOfType)
def _permanents_of_type(res: Resolution, ctx: ExecContext, ref: PermanentsOfType) -> list[str]:
    """ "All artifacts", "all enchantments": every permanent of the card type now."""
    state = res.state
    return [o.id for o in state.battlefield if chars(state, o).is_type(ref.card_type)]


@resolves(YourOtherCreaturesOfType)
def _your_other_creatures_of(
    res: Resolution, ctx: ExecContext, ref: YourOtherCreaturesOfType
) -> list[str]:
    """ "Each other Dragon creature you control": by their current characteristics (613)."""
    state = res.state
    return [
        o.id
        for o in state.battlefield
        if o.controller == ctx.controller
        and o.id != ctx.source
        and chars(state, o).is_type("Creature")
        and ref.subtype in chars(state, o).subtypes
    ]


@resolves(YourPermanentsOfSubtype)
def _your_permanents_of(
    res: Resolution, ctx: ExecContext, ref: YourPermanentsOfSubtype
) -> list[str]:
    """ "Each [other] Squirrel you control": the permanents with that creature type now, by
    their current characteristics (205.3m, 613), the set fixed as the instruction applies
    (611.2c)."""
    state = res.state
    return [
        o.id
        for o in state.battlefield
        if o.controller == ctx.controller
        and not (ref.other and o.id == ctx.source)
        and ref.subtype in chars(state, o).subtypes
    ]


@resolves(YourCreaturesOfColor)
def _your_creatures_of_color(
    res: Resolution, ctx: ExecContext, ref: YourCreaturesOfColor
) -> list[str]:
    """ "White creatures you control": by their current colors (105.2, 613.1e), as the
    instruction applies (611.2c: the set is fixed then)."""
    state = res.state
    return [
        o.id
        for o in state.battlefield
        if o.controller == ctx.controller
        and chars(state, o).is_type("Creature")
        and ref.color in chars(state, o).colors
    ]


@resolves(CreaturesTargetControls)
def _creatures_target_controls(
    res: Resolution, ctx: ExecContext, ref: CreaturesTargetControls
) -> list[str]:
    """ "Each creature target player controls": the creatures that player controls as the
    instruction applies (611.2c); none if the player is an illegal target (608.2b)."""
    return _permanents_target_controls(res, ctx, PermanentsTargetControls(ref.index, "Creature"))


@resolves(PermanentsTargetControls)
def _permanents_target_controls(
    res: Resolution, ctx: ExecContext, ref: PermanentsTargetControls
) -> list[str]:
    """ "All lands target player controls": that player's permanents of the type as the
    instruction applies (611.2c); none if the player is an illegal target (608.2b)."""
    player = target_of(ctx, Target(ref.index))
    if player is None:
        return []
    state = res.state

    def fits(obj: GameObject) -> bool:
        c = chars(state, obj)
        if ref.card_type == "Nonland":
            return not c.is_type("Land")  # "nonland": a permanent that isn't a land
        return ref.card_type == "Permanent" or c.is_type(ref.card_type)

    return [o.id for o in state.battlefield if o.controller == player and fits(o)]


@resolves(BoundPlayersPermanents)
def _bound_players_permanents(
    res: Resolution, ctx: ExecContext, ref: BoundPlayersPermanents
) -> list[str]:
    """ "Each creature that player controls": the permanents of that type the player the trigger
    event named controls as the instruction applies (611.2c: the set is fixed then); none when
    no player was bound."""
    player = ctx.bound.get("player")
    if not isinstance(player, str):
        return []
    state = res.state
    return [
        o.id
        for o in state.battlefield
        if o.controller == player
        and (ref.card_type == "Permanent" or chars(state, o).is_type(ref.card_type))
    ]


@resolves(OpponentsNonlandPermanentsWithManaValue)
def _opponents_nonland_permanents_mv(
    res: Resolution, ctx: ExecContext, ref: OpponentsNonlandPermanentsWithManaValue
) -> list[str]:
    """ "Each nonland permanent your opponents control with mana value N or less": by their
    current characteristics (202.3, 613) as the instruction applies (611.2c: the set is fixed
    then)."""
    state = res.state
    opponents = {p for p in state.apnap() if p != ctx.controller}
    return [
        o.id
        for o in state.battlefield
        if o.controller in opponents
        and not chars(state, o).is_type("Land")
        and chars(state, o).mana_value <= ref.most
    ]


@resolves(YourPermanents)
def _your_permanents(res: Resolution, ctx: ExecContext, ref: YourPermanents) -> list[str]:
    return [o.id for o in res.state.battlefield if o.controller == ctx.controller]


# --- amounts ---------------------------------------------------------------------------------


@computes(TargetStat)
def _target_stat(res: Resolution, ctx: ExecContext, word: TargetStat) -> int:
    """608.2h: the target's current power or toughness, or its last known one."""
    target = target_of(ctx, Target(word.index))
    return 0 if target is None else stat_or_last_known(res, target, word.stat.value)


def stat_or_last_known(res: Resolution, object_id: str, stat: str) -> int:
    """608.2h: an object's current power or toughness on the battlefield, or the one it had as
    it last existed there (said in the log); 0 for an object never on the battlefield."""
    obj = res.state.find_object(object_id)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        return int(getattr(chars(res.state, obj), stat) or 0)
    known = res.state.last_known.get(object_id)
    if known is None:
        return 0
    res.judge(
        LogKind.NOTE,
        f"{name_of(res.state, object_id)} has left the battlefield: its last known {stat} {known.get(stat)} is used",
        "608.2h",
    )
    return int(known.get(stat) or 0)


@computes(LowestLife)
def _lowest_life(res: Resolution, ctx: ExecContext, word: LowestLife) -> int:
    return min(p.life for p in res.state.players if not p.lost)


@computes(CountOf)
def _count_of(res: Resolution, ctx: ExecContext, word: CountOf) -> int:
    """ "Where X is the number of creatures you control": counted once, as the instruction
    applies (608.2h), with "you" the controller of the spell or ability (109.5), by the
    objects' current characteristics."""
    value = _count(res, ctx, word.word)
    said = f"the number is {value}" if word.equal_to else f"X is {value}"
    res.judge(
        LogKind.NOTE,
        f"for {name_of(res.state, ctx.source)}, {said}",
        "608.2h",
        objects=(ctx.source,),
    )
    return value


def _count(res: Resolution, ctx: ExecContext, word: str) -> int:
    viewer = GameObject(ctx.source, "", ctx.controller, ctx.controller, Zone.STACK)
    return defined_pt.compute(res.state, viewer, word, chars)


@computes(PerCount)
def _per_count(res: Resolution, ctx: ExecContext, word: PerCount) -> int:
    """ "+1/+1 ... for each creature you control": the number times the count, counted once as
    the instruction applies (608.2h)."""
    counted = _count(res, ctx, word.word)
    res.judge(
        LogKind.NOTE,
        f"for {name_of(res.state, ctx.source)}, {word.per} for each of {counted}",
        "608.2h",
        objects=(ctx.source,),
    )
    return word.per * counted


@computes(LandsOfType)
def _lands_of_type(res: Resolution, ctx: ExecContext, word: LandsOfType) -> int:
    """Lands with the subtype the controller controls, by their current characteristics, so a
    nonbasic land with the type counts (Watery Grave is a Swamp, 205.3i). Counted as the
    instruction applies (608.2h: the answer is determined once, when the effect is applied)."""
    subtype = word.subtype
    state = res.state
    count = sum(
        1
        for o in state.battlefield
        if o.controller == ctx.controller
        and chars(state, o).is_type("Land")
        and subtype in chars(state, o).subtypes
    )
    res.judge(
        LogKind.NOTE,
        f"{name_of(state, ctx.controller)} controls "
        f"{counted(count, subtype, subtype if subtype.endswith('s') else None)}",
        "608.2h",
        objects=(ctx.source,),
    )
    return count


# --- instructions ----------------------------------------------------------------------------


@instruction_kind("return_to_hand")
def _return_to_hand(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Return permanents to their owners' hands (400.7: each becomes a new object there);
    with "from": "graveyard", cards from a graveyard ("return target enchantment card from your
    graveyard to your hand"). A leaves-the-battlefield ability's "return ~ to its owner's hand"
    finds its card in the zone it went to (603.6c, 603.10a; `This` gives it only while it is
    still that object, 400.7)."""
    where = Zone.GRAVEYARD if params.get("from") == "graveyard" else Zone.BATTLEFIELD
    for target in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(target)
        # "Return ~ to its owner's hand." of a resolving instant or sorcery (Research the Deep):
        # it leaves the stack now instead of going to the graveyard at the end (608.2n).
        itself = obj is not None and obj.zone is Zone.STACK and target == ctx.source
        if obj is None or not (obj.zone is where or is_left_card(ctx, obj) or itself):
            continue
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, target)} returns to its owner's hand",
            "400.7",
            objects=(target,),
        )
        move(res, target, Zone.HAND)


@instruction_kind("grant_keywords")
def _grant_keywords(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "... gain(s) flying until end of turn": a layer 6 effect (613.1f) whose affected set is
    locked in as it begins (611.2c)."""
    objects = tuple(refs(res, ctx, params.get("to", 0)))
    effect = Params({"objects": objects, "keywords": tuple(params.get("keywords", ()))})
    add_effect(res, ctx, "gain_keywords", effect, Duration(params.get("duration", "end_of_turn")))


@instruction_kind("doesnt_untap_next")
def _doesnt_untap_next(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "It doesn't untap during its controller's next untap step" (502.3): the permanents are
    locked in now (611.2c), and the effect lasts until their controller's next untap step
    (engine.rules.effects.untap)."""
    objects = tuple(o for o in refs(res, ctx, params.get("to", 0)) if _is_permanent(res, o))
    if objects:
        add_effect(
            res,
            ctx,
            "doesnt_untap",
            Params({"objects": objects}),
            Duration.INDEFINITE,
            rules=("502.3", "611.2a"),
        )


@instruction_kind("switch_pt")
def _switch_pt(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Switch target creature's power and toughness until end of turn": a layer 7d effect
    (613.4d) whose affected set is locked in as it begins (611.2c)."""
    objects = tuple(refs(res, ctx, params.get("to", 0)))
    if objects:
        add_effect(
            res,
            ctx,
            "switch_power_toughness",
            Params({"objects": objects}),
            Duration(params.get("duration", "end_of_turn")),
            rules=("613.4d", "611.2a"),
        )


@instruction_kind("exile_graveyard")
def _exile_graveyard(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Exile target player's graveyard": every card in it, one at a time (406.2)."""
    for player in refs(res, ctx, params.get("player", 0)):
        cards = res.state.zone(Zone.GRAVEYARD, player)
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)}'s graveyard is exiled ({counted(len(cards), 'card')})",
            "406.2",
            objects=tuple(c.id for c in cards),
        )
        for card in cards:
            move(res, card.id, Zone.EXILE)


@instruction_kind("cant_be_regenerated")
def _cant_be_regenerated(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "It can't be regenerated" (701.19c): recorded for the permanents before they are
    destroyed. With "if_dealt_damage", only for a creature this source has dealt damage to during
    this resolution ("a creature dealt damage this way", Incinerate)."""
    objects = tuple(o for o in refs(res, ctx, params.get("to", 0)) if _is_permanent(res, o))
    if params.get("if_dealt_damage"):
        hit = {
            e.recipient for e in res.events if isinstance(e, DamageDealt) and e.source == ctx.source
        }
        objects = tuple(
            o
            for o in objects
            if o in hit and chars(res.state, res.state.object(o)).is_type("Creature")
        )
    if objects:
        add_effect(
            res,
            ctx,
            "cant_be_regenerated",
            Params({"objects": objects}),
            Duration.END_OF_TURN,
            rules=("701.19c", "611.2a"),
        )


def _is_permanent(res: Resolution, ref: str) -> bool:
    obj = res.state.find_object(ref)
    return obj is not None and obj.zone is Zone.BATTLEFIELD


@instruction_kind("counter_unless_pays")
def _counter_unless_pays(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Counter target spell unless its controller pays {N}" (118.12a): that player decides, and
    may activate mana abilities to pay (608.2g, 605.3a: engine.instructions.mana_payments); one
    who can't pay even so is offered only not paying, with the reason (118.3)."""
    cost = str(params.get("cost", "{1}"))
    for target in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(target)
        if obj is None or obj.zone is not Zone.STACK:
            continue
        payer = obj.controller
        problem = payment_problem(res.state, payer, cost)
        options = (
            Option("decline", "don't pay" + (f" (can't pay {cost}: {problem})" if problem else "")),
            *((Option("pay", f"pay {cost}"),) if problem is None else ()),
        )
        answer = res.choose(
            payer,
            DecisionKind.MAY,
            f"{name_of(res.state, payer)} may pay {cost} so {name_of(res.state, obj)} isn't countered",
            options,
            "118.12a",
            context=("unless_pays", target),
        )
        if answer == "pay":
            pay_with_mana_abilities(
                res,
                payer,
                cost,
                what=f"{name_of(res.state, obj)} not to be countered",
                rule="608.2g",
            )
            res.note(
                LogKind.STACK,
                f"{name_of(res.state, payer)} pays {cost}: {name_of(res.state, target)} isn't countered",
                "118.12a",
                objects=(target,),
            )
            continue
        ctx.bound["unpaid"] = (target,)
        INSTRUCTIONS["counter"](res, ctx, Params({"to": "bound:unpaid"}))


@instruction_kind("create_tokens_for")
def _create_tokens_for(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Its controller creates a token": `create_tokens` for another player ("player")."""
    for player in refs(res, ctx, params.get("player", "you")):
        other = replace(ctx, controller=player)
        INSTRUCTIONS["create_tokens"](
            res, other, Params({k: v for k, v in params.items() if k != "player"})
        )
        ctx.bound.update(other.bound)


@instruction_kind("double_life")
def _double_life(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.10d: the player gains or loses life so the new total is twice the current one."""
    for player in refs(res, ctx, params.get("player", 0)):
        life = res.state.player(player).life
        res.judge(
            LogKind.LIFE,
            f"{name_of(res.state, player)}'s life total of {life} is doubled",
            "701.10d",
        )
        set_life(res, player, 2 * life, ctx.source)


@instruction_kind("exchange_life")
def _exchange_life(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.12c: each of two players gains or loses life to reach the other's previous total. If
    either change can't happen (119.7, 119.8), no part of the exchange happens (701.12a)."""
    players = [p for ref in params.get("players", (0, 1)) for p in refs(res, ctx, ref)]
    if len(players) != 2 or players[0] == players[1]:
        return
    first, second = (res.state.player(p).life for p in players)
    for player, old, new in ((players[0], first, second), (players[1], second, first)):
        blocked = life_locked(res.state, player) is not None and new != old
        blocked = blocked or (new > old and cant_gain_life(res.state, player) is not None)
        if blocked:
            res.note(
                LogKind.LIFE,
                f"{name_of(res.state, player)}'s life total can't become {new}: the exchange doesn't happen",
                "701.12a",
                "119.7" if new > old else "119.8",
            )
            return
    res.note(
        LogKind.LIFE,
        f"{name_of(res.state, players[0])} and {name_of(res.state, players[1])} exchange life totals ({first} and {second})",
        "701.12c",
    )
    set_life(res, players[0], second, ctx.source)
    set_life(res, players[1], first, ctx.source)


def shuffle_library(res: Resolution, player: str) -> None:
    """701.24a: randomize a library. The order comes from the scenario's seed and the state, so
    replaying the same scenario gives the same library."""
    library = res.state.zone(Zone.LIBRARY, player)
    order = list(library)
    random.Random(f"{res.state.seed}:{res.state.next_timestamp}:{player}").shuffle(order)
    positions = iter(order)
    ids = {o.id for o in library}
    objects = tuple(next(positions) if o.id in ids else o for o in res.state.objects)
    res.set_state(replace(res.state, objects=objects))
    res.note(LogKind.EVENT, f"{name_of(res.state, player)} shuffles their library", "701.24a")


BASIC_LAND = "basic_land"


def card_fits(res: Resolution, obj: GameObject, wanted: str, source: str) -> bool:
    c = chars(res.state, obj)
    if wanted == BASIC_LAND:
        return c.is_type("Land") and "Basic" in c.supertypes
    if wanted == "named_self":  # "a card named ~" (201.4): the source's name now
        found = res.state.find_object(source)
        return found is not None and c.name == chars(res.state, found).name
    if wanted in TYPED_SEARCHES:  # "a land card", "an artifact card" (205.2a)
        return c.is_type(wanted.capitalize())
    if wanted in LAND_TYPE_SEARCHES:  # "a Swamp card": any card with that land type (205.3i)
        return wanted.capitalize() in c.subtypes
    if wanted == "permanent":  # "a permanent card" (110.4)
        return any(c.is_type(t) for t in PERMANENT_TYPES)
    return wanted == "card"


def card_filtered(
    res: Resolution, obj: GameObject, params: Params, source_value: int | None = None
) -> bool:
    """The search's filters: "a Rebel permanent card" (205.3m) "with mana value 3 or less"
    (202.3: X is 0 outside the stack, 107.3); "with the same mana value as the discarded card"
    (702.53a: `source_value`, the source's mana value)."""
    c = chars(res.state, obj)
    subtype = params.get("subtype")
    if subtype is not None and subtype not in c.subtypes:
        return False
    if params.get("mana_value_of_source") and c.mana_value != source_value:
        return False
    named = params.get("name")  # "a card named [name]" (201.2: its name, partner with 702.124j)
    if named is not None and c.name != named:
        return False
    most = params.get("mana_value_at_most")
    return most is None or c.mana_value <= int(most)


TYPED_SEARCHES = ("land", "artifact", "creature", "enchantment", "planeswalker")
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
LAND_TYPE_SEARCHES = ("plains", "island", "swamp", "mountain", "forest")


@instruction_kind("search_library")
def _search_library(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "[Player] may search their library for a [kind] card, put it onto the battlefield
    [tapped], then shuffle" (701.23). The searcher may find nothing (701.23b); one who declines to
    search doesn't shuffle. Cards of the same name are one choice. With "may": false ("Search
    your library ..."), searching isn't optional: only finding is."""
    optional = bool(params.get("may", True))
    source = res.state.find_object(ctx.source)
    # 702.53a: the discarded card's mana value (a card's mana value is the same in the hand and
    # the graveyard it was discarded to, 202.3)
    source_value = chars(res.state, source).mana_value if source is not None else None
    for player in refs(res, ctx, params.get("player", "you")):
        found: dict[str, GameObject] = {}
        for obj in res.state.zone(Zone.LIBRARY, player):
            wanted = str(params.get("card", BASIC_LAND))
            fits = card_fits(res, obj, wanted, ctx.source)
            if fits and card_filtered(res, obj, params, source_value):
                found.setdefault(obj.card, obj)
        options = (
            *((Option("decline", "don't search"),) if optional else ()),
            Option("nothing", "search and find nothing"),
            # Cards of the same name are one choice: each is named by its name alone.
            *(Option(o.id, f"find {face_name(res.state, o)}") for o in found.values()),
        )
        answer = res.choose(
            player,
            DecisionKind.MAY,
            f"{name_of(res.state, player)} {'may search' if optional else 'searches'} their library",
            options,
            "701.23a",
            context=("search", player),
        )
        if answer == "decline":
            continue
        if int(params.get("up_to", 1)) > 1:
            _find_up_to(res, ctx, player, params, answer)
            shuffle_library(res, player)
            continue
        if answer != "nothing" and params.get("into") == "hand":
            # "reveal it, put it into your hand" (701.20a: revealing shows it to every player)
            shown = " reveals it and" if params.get("reveal") else ""
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, player)}{shown} puts {name_of(res.state, answer)} "
                "into their hand",
                "701.23a",
                *(("701.20a",) if params.get("reveal") else ()),
                objects=(answer,),
            )
            move(res, answer, Zone.HAND)
        elif answer != "nothing" and params.get("into") == "library_top":
            # "reveal it, then shuffle and put that card on top" (701.20a, 701.24a): the card is
            # shown, the library shuffled with it, then it is put on top
            found_card = res.state.object(answer)
            if params.get("reveal"):
                res.note(
                    LogKind.EVENT,
                    f"{name_of(res.state, player)} reveals {name_of(res.state, found_card)}",
                    "701.23a",
                    "701.20a",
                    objects=(answer,),
                )
            shuffle_library(res, player)
            library = res.state.zone(Zone.LIBRARY, player)
            on_top = next(c for c in library if c.id == answer)
            set_library_order(res, player, (on_top, *(c for c in library if c.id != answer)))
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, player)} puts {name_of(res.state, found_card)} on top of their library",
                "701.23a",
                objects=(answer,),
            )
            continue
        elif answer != "nothing" and params.get("into") == "graveyard":
            # "put that card into your graveyard" (Entomb): a card put there, not milled (701.17)
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, player)} puts {name_of(res.state, answer)} "
                "into their graveyard",
                "701.23a",
                objects=(answer,),
            )
            move(res, answer, Zone.GRAVEYARD)
        elif answer != "nothing":
            move(res, answer, Zone.BATTLEFIELD, tapped=bool(params.get("tapped", False)))
            moved = res.state.object(answer)
            res.set_state(res.state.with_object(replace(moved, controller=player)))
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, moved)} is put onto the battlefield{' tapped' if moved.tapped else ''}",
                "701.23a",
                objects=(answer,),
            )
        shuffle_library(res, player)


def _find_up_to(res: Resolution, ctx: ExecContext, player: str, params: Params, first: str) -> None:
    """ "Search your library for up to two basic land cards, put them onto the battlefield
    tapped / reveal them, put them into your hand, then shuffle" (701.23a, 701.23b: finding
    fewer, or none, is allowed). After the first card, each further one is a choice until the
    number is reached or the player stops; the cards found are put there together."""
    picked: list[str] = [] if first == "nothing" else [first]
    wanted = str(params.get("card", BASIC_LAND))
    who = name_of(res.state, player)
    while picked and len(picked) < int(params.get("up_to", 1)):
        found: dict[str, GameObject] = {}
        for obj in res.state.zone(Zone.LIBRARY, player):
            if obj.id in picked:
                continue
            if card_fits(res, obj, wanted, ctx.source) and card_filtered(res, obj, params):
                found.setdefault(obj.card, obj)
        if not found:
            break
        answer = res.choose(
            player,
            DecisionKind.MAY,
            f"{who} may find another card",
            (
                Option("done", "find no more"),
                *(Option(o.id, f"find {face_name(res.state, o)}") for o in found.values()),
            ),
            "701.23a",
            context=("search", player, tuple(picked)),
        )
        if answer == "done":
            break
        picked.append(answer)
    if not picked:
        return
    names = ", ".join(name_of(res.state, card) for card in picked)
    if params.get("into") == "hand":
        shown = " reveals and" if params.get("reveal") else ""
        res.note(
            LogKind.EVENT,
            f"{who}{shown} puts {names} into their hand",
            "701.23a",
            *(("701.20a",) if params.get("reveal") else ()),
            objects=tuple(picked),
        )
        for card in picked:
            move(res, card, Zone.HAND)
        return
    tapped = bool(params.get("tapped", False))
    for card in picked:
        move(res, card, Zone.BATTLEFIELD, tapped=tapped)
        moved = res.state.object(card)
        res.set_state(res.state.with_object(replace(moved, controller=player)))
    res.note(
        LogKind.EVENT,
        f"{names} {'is' if len(picked) == 1 else 'are'} put onto the battlefield"
        f"{' tapped' if tapped else ''}",
        "701.23a",
        objects=tuple(picked),
    )


@instruction_kind("shuffle_into_library")
def _shuffle_into_library(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Shuffle [it] into its owner's library": the library is shuffled even if the object is no
    longer where it was expected (701.24c). With "player", that player's library is shuffled even
    when the set of objects is empty ("any number of target cards" with none chosen, 701.24d)."""
    owners: list[str] = list(refs(res, ctx, params["player"])) if "player" in params else []
    for target in refs(res, ctx, params.get("to", "self")):
        obj = res.state.find_object(target)
        if obj is None:
            continue
        owners.append(obj.owner)
        if obj.zone in (Zone.STACK, Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.HAND):
            move(res, target, Zone.LIBRARY)
    for owner in dict.fromkeys(owners):
        shuffle_library(res, owner)


@instruction_kind("investigate")
def _investigate(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.16a: "Investigate" means "Create a Clue token" (111.10f, engine.cards.tokens); a
    player named ("Its controller investigates.") creates it under their control (111.2)."""
    if "player" not in params:
        res.note(LogKind.EVENT, f"{name_of(res.state, ctx.controller)} investigates", "701.16a")
        INSTRUCTIONS["create_tokens"](res, ctx, Params({"token": token_characteristics("Clue")}))
        return
    for player in refs(res, ctx, params["player"]):
        res.note(LogKind.EVENT, f"{name_of(res.state, player)} investigates", "701.16a")
        other = replace(ctx, controller=player)
        INSTRUCTIONS["create_tokens"](res, other, Params({"token": token_characteristics("Clue")}))
        ctx.bound.update(other.bound)


@instruction_kind("choose_permanent")
def _choose_permanent(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Return a land you control to its owner's hand": the controller chooses, as the effect
    applies, a permanent of the given card type ("type"; "whose": "yours" or "any") without
    targeting it (608.2d). Binds it ("bind", default "chosen"; nothing when none qualifies)."""
    wanted, whose = str(params.get("type", "Permanent")), params.get("whose", "yours")
    found = [
        o
        for o in res.state.battlefield
        if (whose != "yours" or o.controller == ctx.controller)
        and (wanted == "Permanent" or chars(res.state, o).is_type(wanted))
        and not (params.get("other") and o.id == ctx.source)
    ]
    pick: tuple[str, ...] = (found[0].id,) if len(found) == 1 else ()
    if len(found) > 1:
        answer = res.choose(
            ctx.controller,
            DecisionKind.TARGET,
            f"{name_of(res.state, ctx.controller)} chooses a {wanted.lower()}",
            tuple(Option(o.id, name_of(res.state, o.id)) for o in found),
            "608.2d",
            context=("choose_permanent", ctx.source, wanted),
        )
        pick = (answer,)
    ctx.bound[str(params.get("bind", "chosen"))] = pick


@instruction_kind("choose_player_or_planeswalker")
def _choose_player_or_planeswalker(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "... to that player or a planeswalker that player controls" (Curse of the Pierced Heart):
    as the ability resolves its controller chooses the player or one of that player's
    planeswalkers, without targeting (608.2d); asked only when there is a planeswalker. Binds
    the choice ("bind", default "chosen")."""
    players = refs(res, ctx, params.get("player", "you"))
    found: list[str] = []
    for player in players:
        found.append(player)
        found += [
            o.id
            for o in res.state.battlefield
            if o.controller == player and chars(res.state, o).is_type("Planeswalker")
        ]
    pick: tuple[str, ...] = tuple(found[:1])
    if len(found) > 1:
        answer = res.choose(
            ctx.controller,
            DecisionKind.TARGET,
            f"{name_of(res.state, ctx.controller)} chooses who {name_of(res.state, ctx.source)} "
            "affects: the player or a planeswalker they control",
            tuple(Option(ref, name_of(res.state, ref)) for ref in found),
            "608.2d",
            context=("choose_player_or_planeswalker", ctx.source),
        )
        pick = (answer,)
    ctx.bound[str(params.get("bind", "chosen"))] = pick


# Instruction kinds in their own modules (scry; control, tap, untap): importing registers them.
