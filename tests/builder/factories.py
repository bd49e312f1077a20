"""One factory per builder model."""

from __future__ import annotations

import factory
from factory.django import DjangoModelFactory

from builder import services
from builder.models import Draft, Scenario, ScenarioFamily
from builder.services.sharing import hash_token

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
