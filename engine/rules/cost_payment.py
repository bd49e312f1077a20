"""The parts of a cost that act on objects other than the source's own {T}/{Q} and mana (118,
601.2h, 602.2b): sacrificing permanents of a type (701.21a), discarding cards (701.9a; at random,
701.9b), tapping untapped permanents you control (701.26a), returning a permanent you control to
its owner's hand, removing counters from the source (122.1), exiling cards from your graveyard
or your hand (406.1) and milling (701.17a).

A player can't pay a cost without the resources to pay it in full (118.3): `why_unpayable` names
the part that can't be paid, and the action that would pay it is refused with 118.3 before
anything happens, so the action picker (engine.game.legal) offers it only when it's payable.
When more objects qualify than the cost needs, the player chooses which as they pay: a pending
decision (or a scripted choice), one per object. Parts without random elements are paid first,
then a random discard (601.2h).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from engine.core.choices import DecisionKind, Option
from engine.core.errors import IllegalAction
from engine.core.events import CountersEvent
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.rules.crafting import pay_craft, why_craft_unpayable
from engine.rules.crewing import SADDLE_RULES, pay_crew, why_crew_unpayable
from engine.rules.evidence import collect_evidence, why_no_evidence
from engine.rules.foraging import forage, why_cant_forage
from engine.rules.pipeline import Resolution, name_of
from engine.rules.type_words import matches, noun, with_article
from engine.rules.zones import discard, move, sacrifice
from engine.vocabulary.costs import Cost

Finder = Callable[[GameState], list[GameObject]]


@dataclass(frozen=True)
class _Part:
    """One part of a cost that picks objects: how many, from which, and how each is paid."""

    count: int
    noun: str  # "creature", "untapped Cleric", for messages
    tail: str  # " you control", " from their graveyard"
    verb: str  # "sacrifices", "discards", ...
    rules: tuple[str, ...]
    candidates: Finder
    pay: Callable[[Resolution, str], None]
    chosen: bool = True  # the player picks (not the top of the library, not the source)
    random: bool = False

    @property
    def what(self) -> str:
        return f"{with_article(self.noun)}{self.tail}"

    def needed(self) -> str:
        if self.count == 1:
            return self.what
        return f"{self.count} {self.noun}s{self.tail}"


def _yours(player: str, zone: Zone, kind: str, exclude: str = "") -> Finder:
    def find(state: GameState) -> list[GameObject]:
        return [
            o
            for o in state.zone(zone, player)
            if o.id != exclude and not o.phased_out and matches(state, o, kind)
        ]

    return find


def _unblocked_attackers(player: str) -> Finder:
    """The player's unblocked attacking creatures (509.1h): none before blockers are declared."""

    def find(state: GameState) -> list[GameObject]:
        combat = state.combat
        if combat is None:
            return []
        return [
            o
            for o in state.battlefield
            if o.controller == player and not o.phased_out and combat.is_unblocked(o.id)
        ]

    return find


def _sacrificed_by(player: str) -> Callable[[Resolution, str], None]:
    """701.21a: the player sacrifices what they picked (engine.rules.zones.sacrifice)."""

    def go(res: Resolution, pick: str) -> None:
        sacrifice(res, player, pick)

    return go


def _untapped(find: Finder) -> Finder:
    return lambda state: [o for o in find(state) if not o.tapped]


def _to(zone: Zone) -> Callable[[Resolution, str], None]:
    def go(res: Resolution, pick: str) -> None:
        move(res, pick, zone)

    return go


def _tap(res: Resolution, pick: str) -> None:
    res.set_state(res.state.with_object(replace(res.state.object(pick), tapped=True)))


def _parts(player: str, source: str, cost: Cost, casting: bool = False) -> list[_Part]:
    """`casting`: `source` is a spell being cast, on the stack by the time its costs are paid
    (601.2a), so it can't pay for itself from the zone it's cast from."""
    parts: list[_Part] = []
    spell = source if casting else ""
    if cost.tap_untapped:
        kind = cost.tap_untapped_type
        # With {T} in the same cost the source is tapped already and can't pay this part too.
        itself = cost.tap or cost.tap_untapped_other  # "another": never the source
        find = _untapped(_yours(player, Zone.BATTLEFIELD, kind, source if itself else spell))
        what = f"untapped {noun(kind, 'permanent')}"
        what = f"other {what}" if cost.tap_untapped_other else what
        parts.append(
            _Part(cost.tap_untapped, what, " you control", "taps", ("701.26a",), find, _tap)
        )
    if cost.behold:
        quality = cost.behold

        def beholdable(state: GameState) -> list[GameObject]:
            """701.4a: a card of the quality in the hand, or a permanent of it the player
            controls (the spell being cast is neither)."""
            found = _yours(player, Zone.HAND, quality, source)(state)
            return found + _yours(player, Zone.BATTLEFIELD, quality, spell)(state)

        def behold(res: Resolution, pick: str) -> None:
            obj = res.state.object(pick)
            how = "reveals" if obj.zone is Zone.HAND else "chooses"
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, player)} {how} {name_of(res.state, pick)}: "
                f"a {quality} is beheld",
                "701.4a",
                objects=(pick,),
            )

        parts.append(_Part(1, quality, "", "beholds", ("701.4a",), beholdable, behold))
    if cost.blight:
        blighted = cost.blight

        def blight(res: Resolution, pick: str) -> None:
            # 701.68a: all N counters on the one creature chosen; a cost's counters, not an
            # effect's (614.16 doesn't see them)
            res.note(
                LogKind.EVENT,
                f"blight {blighted}: {blighted} -1/-1 counter{'s' if blighted > 1 else ''} "
                f"on {name_of(res.state, pick)}",
                "701.68a",
                objects=(pick,),
            )
            res.run(CountersEvent(pick, "-1/-1", blighted, cost=True))

        parts.append(
            _Part(
                1,
                "creature",
                " you control",
                "blights",
                ("701.68a", "701.68b"),
                _yours(player, Zone.BATTLEFIELD, "Creature", spell),
                blight,
            )
        )
    if cost.remove_counters:
        counter = cost.remove_counter_kind
        holders = cost.remove_counters_from

        def counters(state: GameState) -> list[GameObject]:
            """One entry per counter that could be removed (an object as often as it has
            counters of the kind)."""
            if holders:
                found = _yours(player, Zone.BATTLEFIELD, holders, spell)(state)
            else:
                obj = state.find_object(source)
                found = [obj] if obj is not None else []
            return [o for o in found for _ in range(o.counter(counter))]

        def remove(res: Resolution, pick: str) -> None:
            res.run(CountersEvent(pick, counter, -1))

        parts.append(
            _Part(
                cost.remove_counters,
                f"{counter} counter",
                f" from {with_article(noun(holders, 'permanent'))} you control" if holders else "",
                "removes",
                ("122.1",),
                counters,
                remove,
                chosen=bool(holders),
            )
        )
    if cost.put_counters:
        put_kind = cost.put_counter_kind

        def the_source(state: GameState) -> list[GameObject]:
            obj = state.find_object(source)
            on_battlefield = obj is not None and obj.zone is Zone.BATTLEFIELD
            return [obj] * cost.put_counters if obj is not None and on_battlefield else []

        def put(res: Resolution, pick: str) -> None:
            # a cost, not an effect (614.16: "if an effect would put counters" doesn't see it)
            res.run(CountersEvent(pick, put_kind, 1, cost=True))

        parts.append(
            _Part(
                cost.put_counters,
                f"{put_kind} counter",
                "",
                "puts",
                ("122.6",),
                the_source,
                put,
                chosen=False,
            )
        )
    if cost.mill:

        def library(state: GameState) -> list[GameObject]:
            return list(state.zone(Zone.LIBRARY, player))

        parts.append(
            _Part(
                cost.mill,
                "card",
                "",
                "mills",
                ("701.17a", "701.17b"),
                library,
                _to(Zone.GRAVEYARD),
                chosen=False,
            )
        )
    if cost.discard:
        kind = cost.discard_type
        # The source can't be discarded for its own cost (a card in hand with "Discard a card").
        find = _yours(player, Zone.HAND, kind, source)
        rules = ("701.9a", "701.9b") if cost.discard_random else ("701.9a",)
        parts.append(
            _Part(
                cost.discard,
                noun(kind, "card"),
                "",
                "discards",
                rules,
                find,
                lambda res, pick: discard(res, player, pick),  # 701.9a
                chosen=not cost.discard_random,
                random=cost.discard_random,
            )
        )
    if cost.return_to_hand:
        kind = cost.return_to_hand
        find = _yours(player, Zone.BATTLEFIELD, kind, spell)
        what = noun(kind, "permanent")
        count = cost.return_to_hand_count
        parts.append(_Part(count, what, " you control", "returns", (), find, _to(Zone.HAND)))
    if cost.return_unblocked_attacker:
        parts.append(
            _Part(
                1,
                "unblocked attacking creature",
                " you control",
                "returns",
                ("509.1h",),
                _unblocked_attackers(player),
                _to(Zone.HAND),
            )
        )
    if cost.exile_from_graveyard:
        kind = cost.exile_from_graveyard_type
        find = _yours(player, Zone.GRAVEYARD, kind, source if cost.exile_self else spell)
        what = noun(kind, "card")
        parts.append(
            _Part(
                cost.exile_from_graveyard,
                what,
                " from their graveyard",
                "exiles",
                ("406.1",),
                find,
                _to(Zone.EXILE),
            )
        )
    if cost.exile_from_hand:
        kind = cost.exile_from_hand_type
        # The spell is on the stack as its costs are paid (601.2a): it can't exile itself.
        find = _yours(player, Zone.HAND, kind, source)
        parts.append(
            _Part(
                cost.exile_from_hand,
                noun(kind, "card"),
                " from their hand",
                "exiles",
                ("406.1",),
                find,
                _to(Zone.EXILE),
            )
        )
    if cost.sacrifice:
        kind = cost.sacrifice
        other = cost.sacrifice_other or cost.sacrifice_self
        find = _yours(player, Zone.BATTLEFIELD, kind, source if other else spell)
        what = noun(kind, "permanent")
        what = f"other {what}" if cost.sacrifice_other else what
        parts.append(
            _Part(
                cost.sacrifice_count,
                what,
                "",
                "sacrifices",
                ("701.21a",),
                find,
                _sacrificed_by(player),
            )
        )
    return parts


def why_unpayable(
    state: GameState, player: str, source: str, cost: Cost, casting: bool = False
) -> str | None:
    """Which part of the cost the player can't pay now (118.3, 701.17b), or None. `casting`:
    `source` is a spell about to be cast (see `_parts`)."""
    for part in _parts(player, source, cost, casting):
        have = len(part.candidates(state))
        if have < part.count:
            qualify = "qualifies" if have == 1 else "qualify"
            return (
                f"{name_of(state, player)} can't pay the cost: it needs to "
                f"{part.verb.removesuffix('s')} {part.needed()}, and {have} {qualify}"
            )
    if cost.crew:
        return why_crew_unpayable(state, player, source, cost.crew)  # 702.122a
    if cost.saddle:
        return why_crew_unpayable(state, player, source, cost.saddle, "saddle")  # 702.171a
    if cost.craft:
        return why_craft_unpayable(state, player, source, cost)  # 702.167a
    if cost.collect_evidence:
        return why_no_evidence(state, player, cost.collect_evidence)  # 701.59b
    if cost.forage:
        return why_cant_forage(state, player)  # 701.61a, 118.3
    return None


def check_payable(state: GameState, player: str, source: str, cost: Cost) -> None:
    problem = why_unpayable(state, player, source, cost)
    if problem is not None:
        raise IllegalAction(problem, "118.3")


def pay_cost_parts(
    res: Resolution, player: str, source: str, cost: Cost, what: str, rule: str
) -> tuple[str, ...]:
    """Pay the object-choosing parts of `cost` for `what` ("Bone Splinters", "Sakura-Tribe
    Elder's ability"); `rule` is the rule paying them (601.2h for a spell, 602.2b for an
    ability). Returns the objects used, in order."""
    used: list[str] = []
    # 601.2h: the parts without random elements first, then the random ones.
    for part in sorted(_parts(player, source, cost), key=lambda p: p.random):
        for n in range(part.count):
            candidates = part.candidates(res.state)
            pick = candidates[0].id  # the source itself, or the top card of the library
            if part.random:
                seed = f"{res.state.seed}:{res.state.next_timestamp}:{player}:{n}"
                pick = random.Random(seed).choice(candidates).id
            elif (
                part.chosen
                and len({c.id for c in candidates}) > 1
                and len(candidates) > part.count - n
            ):
                counted = f" ({n + 1} of {part.count})" if part.count > 1 else ""
                kind = (
                    DecisionKind.SACRIFICE
                    if part.verb == "sacrifices"
                    else DecisionKind.COST_OBJECT
                )
                pick = res.choose(
                    player,
                    kind,
                    f"{name_of(res.state, player)} {part.verb} {part.what}{counted} to pay "
                    f"the cost of {what}",
                    tuple(
                        Option(o.id, name_of(res.state, o.id))
                        for o in {c.id: c for c in candidates}.values()
                    ),
                    rule,
                    context=("cost", part.verb, source, n),
                )
            if part.verb in ("removes", "puts"):
                where = "from" if part.verb == "removes" else "on"
                thing = f"a {part.noun} {where} {name_of(res.state, pick)}"
            elif part.verb == "mills":
                thing = "a card"
            elif part.random:
                thing = f"{name_of(res.state, pick)} at random"
            else:
                thing = name_of(res.state, pick)
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, player)} {part.verb} {thing} to pay the cost of {what}",
                rule,
                *part.rules,
                objects=(pick,),
            )
            part.pay(res, pick)
            used.append(pick)
    if cost.crew:
        used.extend(pay_crew(res, player, source, cost.crew, what, rule))  # 702.122a
    if cost.saddle:  # 702.171a
        used.extend(pay_crew(res, player, source, cost.saddle, what, rule, "saddle", SADDLE_RULES))
    if cost.craft:  # 702.167a
        used.extend(pay_craft(res, player, source, cost, what, rule))
    if cost.collect_evidence:  # 701.59a
        used.extend(collect_evidence(res, player, cost.collect_evidence, what, rule))
    if cost.forage:  # 701.61a
        used.extend(forage(res, player, what, rule) or ())
    return tuple(used)
