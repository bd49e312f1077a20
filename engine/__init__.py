"""Stackboard's rules engine: pure Python, no Django.

    state = engine.load(document)
    result = engine.apply(state, {"type": "deal_damage", "source": "o1", "target": "B", "amount": 3})
    result.state, result.log, result.pending

See docs/engine-api.md.
"""

from __future__ import annotations

from engine.cards import REGISTRY
from engine.core.choices import PendingDecision
from engine.core.errors import AmbiguousReference, EngineError, IllegalAction, InvalidDocument
from engine.core.log import Detail, LogEntry, LogKind
from engine.core.state import GameState
from engine.core.version import CR_EDITION, DOCUMENT_VERSION, ENGINE_VERSION
from engine.document.codec import dump, load
from engine.document.scenario import new_scenario
from engine.game.legal import ActionOption, available_actions
from engine.game.play import Exploration, Outcome, Result, apply, apply_all, explore
from engine.game.render import characteristics_report, headline, text_rendering
from engine.game.targeting import TargetCandidate, TargetSlot, target_slots, why_not_target
from engine.oracle import builtin as _builtin_cards
from engine.oracle import dungeons as _dungeon_cards
from engine.rules.unapplied import NotApplied, card_not_applied, not_applied
from engine.rules.unapplied import summary as not_applied_summary

# The real cards the engine plays by their compiled Oracle text with no card database: they
# join the registry here, above every layer (engine.cards never imports the compiler).
_builtin_cards.register()
# The dungeon cards (309), compiled from their room text (engine.oracle.dungeons).
_dungeon_cards.register()

__all__ = [
    "CR_EDITION",
    "ActionOption",
    "available_actions",
    "card_not_applied",
    "characteristics_report",
    "DOCUMENT_VERSION",
    "ENGINE_VERSION",
    "REGISTRY",
    "AmbiguousReference",
    "Detail",
    "EngineError",
    "Exploration",
    "GameState",
    "IllegalAction",
    "InvalidDocument",
    "LogEntry",
    "LogKind",
    "NotApplied",
    "Outcome",
    "PendingDecision",
    "Result",
    "apply",
    "apply_all",
    "dump",
    "explore",
    "headline",
    "load",
    "new_scenario",
    "not_applied",
    "not_applied_summary",
    "text_rendering",
    "TargetCandidate",
    "TargetSlot",
    "target_slots",
    "why_not_target",
]
