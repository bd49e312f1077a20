"""Putting cards onto the battlefield face down by a keyword action (engine.mechanics.manifest):
"manifest the top card of your library" / "manifest the top two cards of your library" (701.40a,
701.40e), "cloak the top card of your library" (701.58a), "manifest dread" and "manifest dread
twice" (701.62a); with a player as subject, "its controller manifests the top card of their
library" / "... manifests dread". As clauses they compose with every trigger, cost and sentence
the effect grammar reads ("When ~ dies, manifest the top card of your library.", "{1}{B}, {T}:
Manifest the top card of your library.").

The player manifests from their own library only: a card from another player's library would
enter under the manifesting player's control, which `move` doesn't model (those lines stay
unapplied)."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import TriggeredAbility
from engine.oracle.grammar.common import number
from engine.oracle.lowering import Effects, LineContext, step
from engine.rules.trigger_events import TURNED_CREATURE

GRAMMAR = r"""
%extend clause: face_down_put
// 603.4, 708.7: "Whenever a permanent you control is turned face up, if it's a creature, ..."
%extend triggered: trigger "," TTR_IF_ITS_A CA_CREATURE "," effects -> fd_turned_if_creature
                 | trigger "," TTR_IF_ITS_A CA_CREATURE "," YOU_MAY effects -> fd_turned_if_creature_may
face_down_put: FD_MANIFEST FD_A_CARD_FROM_YOUR_HAND -> manifest_from_hand
             | FD_CLOAK FD_A_CARD_FROM_YOUR_HAND -> cloak_from_hand
             | FD_MANIFEST fd_top_cards -> manifest_you
             | subject FD_MANIFESTS fd_their_top_cards -> manifest_player
             | FD_CLOAK fd_top_cards -> cloak_you
             | subject FD_CLOAKS fd_their_top_cards -> cloak_player
             | FD_MANIFEST_DREAD fd_times -> manifest_dread_you
             | subject FD_MANIFESTS_DREAD -> manifest_dread_player
fd_top_cards: FD_TOP_CARD_OF_YOUR_LIBRARY -> fd_one
            | "the" "top" NUMWORD FD_CARDS_OF_YOUR_LIBRARY -> fd_some
fd_their_top_cards: FD_TOP_CARD_OF_THEIR_LIBRARY -> fd_one
fd_times: -> fd_once
        | "twice" -> fd_twice
FD_MANIFEST: "manifest"
FD_MANIFESTS: "manifests"
FD_CLOAK: "cloak"
FD_CLOAKS: "cloaks"
FD_MANIFEST_DREAD: "manifest dread"
FD_MANIFESTS_DREAD: "manifests dread"
FD_A_CARD_FROM_YOUR_HAND: "a card from your hand"
FD_TOP_CARD_OF_YOUR_LIBRARY: "the top card of your library"
FD_TOP_CARD_OF_THEIR_LIBRARY: "the top card of their library"
FD_CARDS_OF_YOUR_LIBRARY: "cards of your library"
"""


# What a later instruction of the ability calls the permanents put onto the battlefield face
# down (engine.mechanics.manifest binds them): "it" or "that creature".
MANIFESTED_IT = "bound:manifested"
MANIFESTED_THAT = "bound:that_manifested"
MANIFESTED_REFS = {"it": MANIFESTED_IT, "that creature": MANIFESTED_THAT}


def _player(subject: Any) -> Any:
    if subject == "self" or isinstance(subject, int):
        raise ValueError("only a player manifests")  # 701.40a
    return subject


class FaceDownCardsLowering:
    ctx: LineContext
    event_refs: dict[str, str] = {}

    def _names_manifested(self, effects: Effects) -> Effects:
        """From here on, "it" and "that creature" are what was put onto the battlefield face
        down (608.2c), unless a target was named before (then "it" stays the target's)."""
        if not self.ctx.targets:
            self.event_refs = {**self.event_refs, **MANIFESTED_REFS}
        return effects

    def fd_turned_if_creature(self, items: list[Any]) -> TriggeredAbility:
        return self._conditional([items[0], TURNED_CREATURE, items[-1]], optional=False)  # type: ignore[attr-defined,no-any-return]

    def fd_turned_if_creature_may(self, items: list[Any]) -> TriggeredAbility:
        return self._conditional([items[0], TURNED_CREATURE, items[-1]], optional=True)  # type: ignore[attr-defined,no-any-return]

    def fd_one(self, items: list[Any]) -> int:
        return 1

    def fd_some(self, items: list[Token]) -> int:
        return number(items[0])

    def fd_once(self, items: list[Any]) -> int:
        return 1

    def fd_twice(self, items: list[Any]) -> int:
        return 2

    def manifest_from_hand(self, items: list[Any]) -> Effects:
        return self._names_manifested((step("manifest", **{"from": "hand"}),))

    def cloak_from_hand(self, items: list[Any]) -> Effects:
        return self._names_manifested((step("cloak", **{"from": "hand"}),))

    def manifest_you(self, items: list[Any]) -> Effects:
        return self._names_manifested((step("manifest", count=items[1]),))

    def manifest_player(self, items: list[Any]) -> Effects:
        return self._names_manifested((step("manifest", player=_player(items[0]), count=items[2]),))

    def cloak_you(self, items: list[Any]) -> Effects:
        return self._names_manifested((step("cloak", count=items[1]),))

    def cloak_player(self, items: list[Any]) -> Effects:
        return self._names_manifested((step("cloak", player=_player(items[0]), count=items[2]),))

    def manifest_dread_you(self, items: list[Any]) -> Effects:
        return self._names_manifested((step("manifest_dread", count=items[1]),))

    def manifest_dread_player(self, items: list[Any]) -> Effects:
        return self._names_manifested((step("manifest_dread", player=_player(items[0])),))
