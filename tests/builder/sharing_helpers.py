"""Saved scenarios for the sharing tests: drafts with a history, saved through the service."""

from __future__ import annotations

import copy
from typing import Any

import engine
from builder.models import Draft, Scenario
from builder.scenarios.services.history import HistoryTree
from builder.sharing import services
from engine.testing.scenario import ruling
from tests.builder.cards.factories import CardFactory

XSS = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2"><a href="javascript:window.__xss=3">x</a>'


def ghosts_draft() -> Draft:
    """GHO-2 played in a draft: Grizzly Bears deals 3 damage to Bob with Ghosts of the Innocent
    and Furnace of Rath out; Bob chose Furnace first (17 life).  Two steps: set-up, damage."""
    state, action = ruling("GHO-2")
    board = engine.dump(state)
    result = engine.apply(state, action, ["furnace.0"])
    after = engine.dump(result.state)
    log = [entry.to_json() for entry in result.log]
    tree = HistoryTree.start(board)
    tree.add_step(action, ["furnace.0"], label="Bears deal 3 to Bob", document_after=after, log=log)
    return Draft.objects.create(document=after, log=log, history=tree.to_json())


def two_step_draft() -> Draft:
    """Alice's Grizzly Bears deals 2 damage to Bob twice: 20, 18, 16."""
    return damage_draft("Grizzly Bears", 2, 2)


def damage_draft(card: str, amount: int, times: int) -> Draft:
    """Alice's `card` deals `amount` damage to Bob `times` times, one step each."""
    document = engine.dump(engine.new_scenario())
    document["players"][0]["battlefield"] = [{"id": "o1", "card": card}]
    state = engine.load(document)
    tree = HistoryTree.start(engine.dump(state))
    action = {"type": "deal_damage", "source": "o1", "target": "B", "amount": amount}
    log: list[dict[str, Any]] = []
    for number in range(1, times + 1):
        result = engine.apply(state, action)
        state = result.state
        log = [entry.to_json() for entry in result.log]
        tree.add_step(action, [], label=f"Hit {number}", document_after=engine.dump(state), log=log)
    return Draft.objects.create(document=engine.dump(state), log=log, history=tree.to_json())


def save(draft: Draft, title: str = "A scenario", **kwargs: Any) -> tuple[Scenario, str]:
    """Save ``draft`` as its creator; the revision and the edit token (if a new family)."""
    saved = services.do_save(draft, title, **kwargs)
    return saved.revision, saved.edit_token


def xss_document() -> dict[str, Any]:
    """A board whose player names and custom card name are script injection attempts."""
    document = engine.dump(engine.new_scenario())
    document["players"][0]["name"] = f"Alice {XSS}"
    document["players"][1]["name"] = f"Bob {XSS}"
    document["players"][0]["battlefield"] = [
        {
            "id": "o1",
            "card": f"Evil {XSS}",
            "characteristics": {"types": ["Creature"], "power": 2, "toughness": 2},
        }
    ]
    custom = "Hex <img src=x onerror=window.__xss=4>"
    document["custom_cards"] = [
        {
            "name": custom,
            "types": ["Creature"],
            "power": 1,
            "toughness": 1,
            "oracle_text": "<script>window.__xss=5</script>",
        }
    ]
    document["players"][1]["battlefield"] = [{"id": "o2", "card": custom}]
    engine.load(copy.deepcopy(document))  # the engine accepts it: it's just text
    return document


# Primal Vigor's two sentences (a text-only card: the engine applies neither).
VIGOR_TOKENS = (
    "If one or more tokens would be created, twice that many of those tokens are created instead."
)
VIGOR_COUNTERS = (
    "If one or more +1/+1 counters would be put on a creature, twice that many +1/+1 counters "
    "are put on that creature instead."
)


def primal_vigor_card() -> None:
    """Primal Vigor in the card database (placed with its printed text: text only)."""
    CardFactory.create(
        name="Primal Vigor",
        mana_cost="{4}{G}",
        colors="G",
        type_line="Enchantment",
        oracle_text=f"{VIGOR_TOKENS}\n{VIGOR_COUNTERS}",
        power=None,
        toughness=None,
    )
