"""Hidden information: what a puzzle's reader may see of the scenario document.

    public = redact(document, {"opponent_hand": False, "library_order": False}, solver="A")

Share and embed pages send only the redacted document to the browser. Hidden cards are removed,
not masked: the opponents' hands (unless `opponent_hand`) and every library (unless
`library_order`) become counts under `public["hidden"]`:

    "hidden": {"B": {"hidden_hand_size": 3, "library_size": 40}, "A": {"library_size": 12}}

Face-down objects no solver controls lose their name and characteristics (708.2). The actions to
apply (a solution), the import's verbatim Forge block and its card lists (which name cards in
hidden zones) are dropped; the puzzle block keeps only what a reader is shown.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.state import GameObject, Zone

PUBLIC_PUZZLE_KEYS = (
    "name",
    "goal",
    "goal_text",
    "turns",
    "solver",
    "difficulty",
    "description",
    "credit_url",
    "automation",
)
FACE_DOWN_NAME = "Face-down card"
DROPPED_KEYS = ("actions",)


def redact(
    document: Mapping[str, Any], visible: Mapping[str, bool], solver: str = "A"
) -> dict[str, Any]:
    """A copy of `document` without the cards the solver can't see (see the module)."""
    public = copy.deepcopy(dict(document))
    show_hand = bool(visible.get("opponent_hand", False))
    show_library = bool(visible.get("library_order", False))
    hidden: dict[str, dict[str, int]] = {}
    for player in public.get("players", []):
        pid = str(player.get("id", ""))
        counts: dict[str, int] = {}
        if pid != solver and not show_hand and player.get("hand"):
            counts["hidden_hand_size"] = len(player["hand"])
            player["hand"] = []
        if not show_library and player.get("library"):
            counts["library_size"] = len(player["library"])
            player["library"] = []
        for zone in ("battlefield", "exile", "graveyard", "command"):
            for obj in player.get(zone, []) or []:
                controller = obj.get("controller", pid if zone == "battlefield" else solver)
                if obj.get("face_down") and controller != solver:
                    _mask(obj)
        if counts:
            hidden[pid] = counts
    for obj in public.get("stack", []) or []:
        if obj.get("face_down") and obj.get("controller", obj.get("owner")) != solver:
            _mask(obj)
    for key in DROPPED_KEYS:
        public.pop(key, None)
    puzzle = public.get("puzzle")
    if isinstance(puzzle, Mapping):
        public["puzzle"] = {k: puzzle[k] for k in PUBLIC_PUZZLE_KEYS if k in puzzle}
    public["hidden"] = hidden
    return public


@dataclass(frozen=True)
class ReaderSees:
    """Which objects of the board a puzzle's reader sees, as `redact` leaves them: all but an
    opponent's hand (402.3) and the libraries (401.2), unless the puzzle shows those. Given to
    engine.rules.names.seen_by, so the words the engine writes for the reader tell same-named
    objects apart only from the ones the reader can see. A face-down object is seen as one
    (708.5: named "face-down creature", never by its card)."""

    solver: str
    opponent_hand: bool = False
    library_order: bool = False

    @classmethod
    def of(cls, visible: Mapping[str, bool], solver: str) -> ReaderSees:
        return cls(
            solver,
            bool(visible.get("opponent_hand", False)),
            bool(visible.get("library_order", False)),
        )

    def __call__(self, obj: GameObject) -> bool:
        if obj.zone is Zone.LIBRARY:
            return self.library_order
        if obj.zone is Zone.HAND and obj.owner != self.solver:
            return self.opponent_hand
        return True


def _mask(obj: dict[str, Any]) -> None:
    obj["card"] = FACE_DOWN_NAME
    obj.pop("characteristics", None)


def hidden_object_ids(
    document: Mapping[str, Any], visible: Mapping[str, bool], solver: str = "A"
) -> frozenset[str]:
    """Ids of the objects `redact` hides, so a page can leave out log entries about them."""
    public = redact(document, visible, solver)
    shown = {
        str(obj.get("id"))
        for player in public.get("players", [])
        for zone in ("library", "hand", "graveyard", "battlefield", "exile", "command")
        for obj in player.get(zone, []) or []
        if obj.get("card") != FACE_DOWN_NAME
    }
    shown |= {str(obj.get("id")) for obj in public.get("stack", []) or []}
    every = {
        str(obj.get("id"))
        for player in document.get("players", [])
        for zone in ("library", "hand", "graveyard", "battlefield", "exile", "command")
        for obj in player.get(zone, []) or []
    }
    return frozenset(every - shown)
