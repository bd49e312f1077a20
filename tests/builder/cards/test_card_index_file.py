"""The card search index is built once and shared by every process through a file
(issue 17, point 2; builder.cards.search.indexfile)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from builder.cards import search as cardsearch
from builder.cards.search import service
from builder.models import Card
from tests.builder.cards.helpers import FIXTURES

ROOT = Path(__file__).resolve().parents[3]


def _files(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.glob("card-index-*.pickle"))


def _never_build() -> Any:
    raise AssertionError("the index was built again instead of loaded from its file")


def test_the_first_search_writes_the_index_file_and_a_new_process_loads_it(
    fixture_cards: list[Card], settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert cardsearch.search_cards("lightning bolt").total == 1
    files = _files(settings.CARD_INDEX_DIR)
    assert len(files) == 1
    cardsearch.invalidate_index()  # as in another worker process: nothing in memory
    monkeypatch.setattr(service, "_build_index", _never_build)
    results = cardsearch.search_cards("t:creature c:g")
    assert {card.name for card in results.cards} >= {"Grizzly Bears"}


def test_a_changed_card_table_gets_a_new_file_and_the_old_one_goes(
    fixture_cards: list[Card], settings: Any
) -> None:
    cardsearch.search_cards("bolt")
    before = _files(settings.CARD_INDEX_DIR)
    Card.objects.filter(name="Grizzly Bears").delete()
    assert cardsearch.search_cards("grizzly bears").total == 0
    after = _files(settings.CARD_INDEX_DIR)
    assert len(after) == 1 and after != before


def test_a_damaged_file_is_rebuilt_not_fatal(fixture_cards: list[Card], settings: Any) -> None:
    cardsearch.search_cards("bolt")
    (path,) = Path(settings.CARD_INDEX_DIR).glob("card-index-*.pickle")
    path.write_bytes(b"not a pickle")
    cardsearch.invalidate_index()
    assert cardsearch.search_cards("lightning bolt").total == 1
    assert path.read_bytes() != b"not a pickle"


def test_another_process_on_the_same_database_loads_the_file_instead_of_building(
    tmp_path: Path,
) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE_URL"))}
    env.update(
        DJANGO_SETTINGS_MODULE="builder.settings",
        DATABASE_URL=f"sqlite:///{tmp_path / 'cards.sqlite3'}",
        CARD_INDEX_DIR=str(tmp_path / "index"),
    )

    def run(script: str) -> str:
        result = subprocess.run(
            [sys.executable, "-c", "import django; django.setup();" + script],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        return result.stdout.strip()

    subprocess.run(
        [sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True, timeout=120
    )
    run(
        "from builder.cards import importing as cardimport, search as cardsearch;"
        f"cardimport.import_cards_from_path({str(FIXTURES / 'cards.json')!r});"
        "print(cardsearch.search_cards('bolt').total)"
    )
    assert (
        run(
            "from builder.cards.search import service;"
            "service._build_index = lambda: 1 / 0;"
            "print(service.search_cards('lightning bolt').total)"
        )
        == "1"
    )
