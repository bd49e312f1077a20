"""One factory per builder model."""

from __future__ import annotations

from typing import Any

import factory
from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from factory.django import DjangoModelFactory

from builder.models import (
    Draft,
    DraftOrigin,
    EmbedFacts,
    Job,
    JobStatus,
    PreviewImage,
    Puzzle,
    PuzzleCertificate,
    PuzzleProgress,
    RevisionOutcomes,
    RulesText,
    Scenario,
    ScenarioFamily,
)
from builder.scenarios import services
from builder.sharing.services.revisions import hash_token
from engine.puzzle import Certificate

DAMAGE_LOG = [
    {
        "kind": "damage",
        "text": "Grizzly Bears deals 2 damage to Bob.",
        "rules": ["120.3a"],
        "objects": ["o1"],
        "detail": "player",
    }
]


class DraftFactory(DjangoModelFactory[Draft]):
    document = factory.LazyFunction(services.new_document)
    log = factory.LazyFunction(list)

    class Meta:
        model = Draft


FAMILY_TOKEN = "the-edit-token-of-every-factory-family"


class ScenarioFamilyFactory(DjangoModelFactory[ScenarioFamily]):
    edit_token_hash = hash_token(FAMILY_TOKEN)

    class Meta:
        model = ScenarioFamily


class ScenarioFactory(DjangoModelFactory[Scenario]):
    family = factory.SubFactory(ScenarioFamilyFactory)
    title = factory.Faker("sentence", nb_words=4)
    document = factory.LazyFunction(services.new_document)
    log = factory.LazyFunction(lambda: [dict(entry) for entry in DAMAGE_LOG])

    class Meta:
        model = Scenario


# The password every factory user has (hashed with the test settings' fast hasher).
USER_PASSWORD = "a-long-enough-test-password"


class UserFactory(DjangoModelFactory[User]):
    username = factory.Sequence(lambda n: f"judge{n}")
    email = factory.LazyAttribute(lambda user: f"{user.username}@example.com")
    password = factory.django.Password(USER_PASSWORD)

    class Meta:
        model = get_user_model()
        skip_postgeneration_save = True


class DraftOriginFactory(DjangoModelFactory[DraftOrigin]):
    draft = factory.SubFactory(DraftFactory)
    family = factory.SubFactory(ScenarioFamilyFactory)

    class Meta:
        model = DraftOrigin


class PreviewImageFactory(DjangoModelFactory[PreviewImage]):
    revision = factory.SubFactory(ScenarioFactory)
    # The 8-byte PNG signature and an empty IHDR-less body: enough for storage tests; tests of
    # the drawing itself use builder.sharing.services.previews.
    png = factory.LazyFunction(lambda: b"\x89PNG\r\n\x1a\n")

    class Meta:
        model = PreviewImage


class EmbedFactsFactory(DjangoModelFactory[EmbedFacts]):
    revision = factory.SubFactory(ScenarioFactory)
    title = factory.Faker("sentence", nb_words=4)
    heights = factory.LazyFunction(lambda: {"320": 420, "640": 360})

    class Meta:
        model = EmbedFacts


class RevisionOutcomesFactory(DjangoModelFactory[RevisionOutcomes]):
    """Two outcomes of a choice, as a revision keeps them."""

    revision = factory.SubFactory(ScenarioFactory)
    outcomes = factory.LazyFunction(
        lambda: {
            "version": 1,
            "complete": True,
            "before": None,
            "items": [
                {"choices": [c], "document": {}, "log": [], "chosen": False, "choice_labels": []}
                for c in ("first", "second")
            ],
        }
    )
    final = True

    class Meta:
        model = RevisionOutcomes


class PuzzleFactory(DjangoModelFactory[Puzzle]):
    scenario = factory.SubFactory(ScenarioFactory)
    goal_kind = "win_this_turn"
    solver = "A"
    description = factory.Faker("sentence", nb_words=8)

    class Meta:
        model = Puzzle


class PuzzleProgressFactory(DjangoModelFactory[PuzzleProgress]):
    puzzle = factory.SubFactory(PuzzleFactory)
    session_key = factory.Sequence(lambda n: f"session-{n:04d}")

    class Meta:
        model = PuzzleProgress


def _certificate_data() -> dict[str, Any]:
    """A certificate as the engine writes it: a proof that no line wins within the bound."""
    return Certificate(
        verdict="no solution",
        reason="every line of the solver's moves fails",
        solution=(),
        steps=(),
        verification="",
        max_nodes=20_000,
        max_seconds=60.0,
        nodes=147,
        seconds=0.8,
    ).to_json()


class PuzzleCertificateFactory(DjangoModelFactory[PuzzleCertificate]):
    puzzle = factory.SubFactory(PuzzleFactory)
    verdict = "no solution"
    data = factory.LazyFunction(_certificate_data)

    class Meta:
        model = PuzzleCertificate


class RulesTextFactory(DjangoModelFactory[RulesText]):
    number = factory.Sequence(lambda n: f"999.{n + 1}")
    text = factory.Faker("sentence", nb_words=10)
    position = factory.Sequence(lambda n: n)
    edition = "2026-04-17"

    class Meta:
        model = RulesText


class JobFactory(DjangoModelFactory[Job]):
    """A finished background job (builder.jobs): checking a puzzle's solution."""

    kind = "verify-puzzle"
    params = factory.LazyFunction(lambda: {"puzzle": 0, "revision": "", "max_nodes": 20_000})
    status = JobStatus.DONE
    progress = 100
    result = factory.LazyFunction(lambda: {"status": "verified", "label": "Verified"})

    class Meta:
        model = Job
