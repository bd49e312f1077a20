"""Factories for the card database."""

from __future__ import annotations

import factory
from factory.django import DjangoModelFactory

from builder.cards.search.text import name_key
from builder.models import Card


class CardFactory(DjangoModelFactory[Card]):
    """A vanilla 2/2 creature by default; pass fields to make the card you need."""

    name = factory.Sequence(lambda number: f"Test Creature {number}")
    search_name = factory.LazyAttribute(lambda card: name_key(card.name))
    oracle_id = factory.Faker("uuid4", cast_to=None)
    scryfall_id = factory.Faker("uuid4", cast_to=None)
    layout = "normal"
    mana_cost = "{1}{G}"
    mana_value = 2.0
    colors = "G"
    color_identity = "G"
    type_line = "Creature — Bear"
    oracle_text = ""
    power = "2"
    toughness = "2"
    loyalty = None
    keywords = factory.LazyFunction(list)
    keyword_text = factory.LazyAttribute(
        lambda card: "\n".join(k.casefold() for k in card.keywords)
    )
    faces = factory.LazyFunction(list)
    set_code = "tst"
    collector_number = factory.Sequence(str)

    class Meta:
        model = Card
        django_get_or_create = ("name",)
