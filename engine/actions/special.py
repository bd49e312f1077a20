"""Special actions (116): playing a land (116.2a; from exile too where an effect allows it,
engine.mechanics.play_from_exile), turning a face-down permanent face up
(116.2b, engine.mechanics.morph), foretelling a card (116.2h, engine.mechanics.foretell), plotting
a card (116.2k, engine.mechanics.plot), putting a companion into hand (116.2g,
engine.mechanics.companion)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from engine.actions.base import (
    action_type,
    field_bool,
    field_int,
    field_str,
    need_object,
    need_player,
)
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.mechanics.companion import put_companion_into_hand, why_cant_put_companion
from engine.mechanics.foretell import foretell, why_cant_foretell
from engine.mechanics.morph import turn_face_up, why_cant_turn_face_up
from engine.mechanics.play_from_exile import may_play_land_from_exile, use_play_permission
from engine.mechanics.plot import plot, why_cant_plot
from engine.mechanics.suspend import suspend, why_cant_suspend
from engine.rules.characteristics import chars
from engine.rules.effects.land_plays import land_plays_allowed
from engine.rules.faces import layout_and_faces
from engine.rules.pipeline import Resolution, name_of
from engine.rules.timing import sorcery_timing
from engine.rules.zones import move

LANDS_PLAYED = "lands_played_this_turn"


@action_type("play_land", "Play a land")
@dataclass(frozen=True)
class PlayLand:
    object: str
    face: int = 0  # a modal double-faced card's land face (712.11b, 712.8f)

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> PlayLand:
        obj = state.object(need_object(state, field_str(data, "object")))
        face = field_int(data, "face", default=0)
        if face and layout_and_faces(state, obj)[0] != "modal_dfc":
            raise IllegalAction(f"{name_of(state, obj.id)} has no other face to play", "712.11b")
        if not chars(state, replace(obj, zone=Zone.BATTLEFIELD, face=face)).is_type("Land"):
            raise IllegalAction(f"{name_of(state, obj)} isn't a land", "305.1")
        # 305.1: from the hand, or from exile where an effect lets its player play the card
        # (601.3, engine.mechanics.play_from_exile); the owner plays it here.
        from_exile = obj.zone is Zone.EXILE and may_play_land_from_exile(state, obj, obj.owner)
        if obj.zone is not Zone.HAND and not from_exile:
            raise IllegalAction(f"{name_of(state, obj)} isn't in its owner's hand", "305.1")
        reason = sorcery_timing(state, obj.owner)
        if reason:
            raise IllegalAction(
                f"a land can be played only when a sorcery could be cast, and {reason}", "305.1"
            )
        played = int(state.player(obj.owner).counters.get(LANDS_PLAYED, 0))
        allowed = land_plays_allowed(state, obj.owner)
        if played >= allowed:  # 305.2a-b
            what = "a land" if allowed == 1 else f"{allowed} lands"
            raise IllegalAction(
                f"{state.player(obj.owner).name} has already played {what} this turn", "305.2b"
            )
        return cls(obj.id, face)

    def perform(self, res: Resolution) -> None:
        obj = res.state.object(self.object)
        # 116.2a, 305.1: a special action; it doesn't use the stack, nobody can respond.
        res.note(
            LogKind.ACTION,
            f"{name_of(res.state, obj.owner)} plays {name_of(res.state, obj)} (a special action: no stack)",
            "116.2a",
            "305.1",
            *(("712.11b", "712.8f") if self.face else ()),  # the face it is played as
            objects=(obj.id,),
        )
        if obj.zone is Zone.EXILE:
            use_play_permission(res, obj, "plays")  # 305.2: still the turn's land drop
        player = res.state.player(obj.owner)
        played = int(player.counters.get(LANDS_PLAYED, 0)) + 1
        res.set_state(
            res.state.with_player(
                replace(player, counters=player.counters.set(LANDS_PLAYED, played))
            )
        )
        # 712.8f: a modal double-faced permanent has only the face it was played with, from the
        # moment it enters (614.12: its replacement effects are that face's).
        move(res, obj.id, Zone.BATTLEFIELD, face=self.face)


@action_type("turn_face_up", "Turn a face-down permanent face up")
@dataclass(frozen=True)
class TurnFaceUp:
    """702.37e: any time its controller has priority; the morph cost is paid as it turns.
    701.40b, 701.58b: a manifested or cloaked creature card, for its mana cost (`mana_cost`
    chooses that procedure when its card also has morph or disguise, 701.40c-d)."""

    object: str
    free: bool = False
    mana_cost: bool = False

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> TurnFaceUp:
        for_mana_cost = field_bool(data, "mana_cost")
        return cls(
            _allowed(
                data,
                state,
                lambda s, o: why_cant_turn_face_up(s, o, for_mana_cost),
                "turned face up",
            ),
            field_bool(data, "free"),
            for_mana_cost,
        )

    def perform(self, res: Resolution) -> None:
        # 116.2b: no stack, nobody can respond
        turn_face_up(res, self.object, self.free, self.mana_cost)


@dataclass(frozen=True)
class _ExileFromHand:
    """A special action exiling a card from its owner's hand for a cost, refused with the rule
    that forbids it: foretell (116.2h), plot (116.2k), suspend (116.2f). No stack: nobody can
    respond."""

    object: str
    free: bool = False
    done: ClassVar[str] = ""

    @staticmethod
    def why_cant(state: GameState, obj: GameObject) -> tuple[str, str] | None:
        raise NotImplementedError

    @staticmethod
    def act(res: Resolution, card_id: str, free: bool) -> None:
        raise NotImplementedError

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> _ExileFromHand:
        return cls(_allowed(data, state, cls.why_cant, cls.done), field_bool(data, "free"))

    def perform(self, res: Resolution) -> None:
        self.act(res, self.object, self.free)


@action_type("foretell", "Foretell a card")
@dataclass(frozen=True)
class Foretell(_ExileFromHand):
    """116.2h, 702.143a: its owner, any time they have priority during their turn."""

    done: ClassVar[str] = "foretold"
    why_cant = staticmethod(why_cant_foretell)
    act = staticmethod(foretell)


@action_type("plot", "Plot a card")
@dataclass(frozen=True)
class Plot(_ExileFromHand):
    """116.2k, 702.170a: its owner, during their main phase while the stack is empty."""

    done: ClassVar[str] = "plotted"
    why_cant = staticmethod(why_cant_plot)
    act = staticmethod(plot)


@action_type("suspend", "Suspend a card")
@dataclass(frozen=True)
class Suspend(_ExileFromHand):
    """116.2f, 702.62a: its owner, any time they could begin to cast it from their hand."""

    done: ClassVar[str] = "suspended"
    why_cant = staticmethod(why_cant_suspend)
    act = staticmethod(suspend)


@action_type("companion", "Put your companion into your hand")
@dataclass(frozen=True)
class Companion:
    """116.2g, 702.139a: pay {3} and put the companion from outside the game into its owner's
    hand, once, during a main phase of their turn while the stack is empty."""

    player: str
    free: bool = False

    @classmethod
    def parse(cls, data: Mapping[str, Any], state: GameState) -> Companion:
        player = need_player(state, field_str(data, "player"))
        problem = why_cant_put_companion(state, player)
        if problem is not None:
            why, rule = problem
            raise IllegalAction(
                f"{name_of(state, player)} can't put a companion into hand: {why}", rule
            )
        return cls(player, field_bool(data, "free"))

    def perform(self, res: Resolution) -> None:
        put_companion_into_hand(res, self.player, self.free)  # no stack: nobody can respond


def _allowed(
    data: Mapping[str, Any],
    state: GameState,
    why_cant: Callable[[GameState, GameObject], tuple[str, str] | None],
    done: str,
) -> str:
    """The object a special action names, refused with the rule that forbids it."""
    obj = state.object(need_object(state, field_str(data, "object")))
    problem = why_cant(state, obj)
    if problem is not None:
        why, rule = problem
        raise IllegalAction(f"{name_of(state, obj.id)} can't be {done}: {why}", rule)
    return obj.id
