"""Every builder model has a factory, and each factory makes a valid, saved row."""

from __future__ import annotations

import inspect

import pytest
from django.apps import apps
from django.contrib.auth.hashers import check_password, get_hasher
from factory.django import DjangoModelFactory

from tests.builder import factories
from tests.builder.cards import factories as card_factories

pytestmark = pytest.mark.django_db


def _factories() -> dict[type, type]:
    found = {}
    for module in (factories, card_factories):
        for _, value in inspect.getmembers(module, inspect.isclass):
            if issubclass(value, DjangoModelFactory) and value is not DjangoModelFactory:
                found[value._meta.model] = value
    return found


def test_every_builder_model_and_the_user_model_has_a_factory() -> None:
    models = [*apps.get_app_config("builder").get_models(), apps.get_model("auth", "User")]
    missing = [model.__name__ for model in models if model not in _factories()]
    assert missing == []


@pytest.mark.parametrize("model", sorted(_factories(), key=lambda model: model.__name__))
def test_each_factory_saves_a_valid_row(model: type) -> None:
    made = _factories()[model].create()
    made.full_clean()
    assert model.objects.filter(pk=made.pk).count() == 1


def test_factory_users_log_in_with_the_shared_password_hashed_fast() -> None:
    user = factories.UserFactory.create()
    assert check_password(factories.USER_PASSWORD, user.password)
    # The test settings use the fast MD5 hasher (tests only: production keeps Django's default).
    assert get_hasher().algorithm == "md5"
    assert user.password.startswith("md5$")
