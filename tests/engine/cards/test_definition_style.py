"""One way to write a card (issue 14.4): every built-in definition module uses the constructors
of engine.cards.build, and an ability's Oracle text is written once, in its `text`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.cards import definitions
from engine.cards.registry import REGISTRY

MODULES = sorted(Path(definitions.__file__).parent.glob("*.py"))


def _words(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


@pytest.mark.parametrize("module", MODULES, ids=lambda p: p.name)
def test_cards_are_written_with_the_build_constructors(module: Path) -> None:
    assert "CardDef(" not in module.read_text(encoding="utf-8")


def test_no_comment_repeats_an_abilitys_text() -> None:
    texts = {
        _words(a.text)
        for card in REGISTRY
        for a in card.abilities
        if len(_words(a.text).split()) >= 4  # "Flying" may be said in a comment
    }
    repeated = []
    for module in MODULES:
        lines = module.read_text(encoding="utf-8").split("\n")
        blocks, current = [], []
        for line in lines:
            if line.strip().startswith("#"):
                current.append(line.strip().lstrip("#").strip())
            elif current:
                blocks.append(" ".join(current))
                current = []
        repeated += [f"{module.name}: {b}" for b in blocks if _words(b) in texts]
    assert repeated == []
