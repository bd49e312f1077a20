"""The builder's effect and trigger forms come from the engine's declarations (issue 14.3): the
kinds offered are the declared ones, a described parameter must be declared, and a kind the
table doesn't describe gets fields built from its declaration."""

from __future__ import annotations

import pytest
from django import forms

from builder import effectparams, triggerforms
from builder.effectparams import SPECS, Param
from engine.core.errors import UnknownWord
from engine.vocabulary.declarations import EFFECT_KINDS, INSTRUCTION_KINDS, TRIGGERS


def test_the_kinds_offered_are_the_declared_ones() -> None:
    offered = {kind for kind, _ in effectparams.card_kinds()}
    assert offered == set(EFFECT_KINDS) - effectparams.CARD_HIDDEN
    assert set(effectparams.ALL_KINDS) == set(EFFECT_KINDS)


def test_a_described_parameter_must_be_declared(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(SPECS, "halve_damage", (Param("recipient_filter", "To", "to"),))
    with pytest.raises(LookupError, match="halve_damage declares no parameter 'recipient_filter'"):
        effectparams._check_specs()


def test_an_undescribed_kind_gets_fields_from_its_declaration() -> None:
    # enters_tapped_unless_pays_life declares "life" (a number): no JSON box is needed.
    assert "enters_tapped_unless_pays_life" not in SPECS
    fields = effectparams.param_fields("enters_tapped_unless_pays_life", None, for_card=True)  # type: ignore[arg-type]
    assert list(fields) == ["p_life"]
    assert isinstance(fields["p_life"], forms.IntegerField)
    params = effectparams.params_from("enters_tapped_unless_pays_life", {"p_life": 2})
    assert params == {"life": 2}


def test_the_trigger_form_speaks_the_declared_vocabulary() -> None:
    assert {w.trigger for w in triggerforms.WHEN.values()} <= set(TRIGGERS)
    assert {d.kind for d in triggerforms.EFFECTS.values()} <= set(INSTRUCTION_KINDS)


def test_a_trigger_form_entry_with_an_unknown_word_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bad = triggerforms.Does("it hits", "it may hit", "deal_damage", {"amount": "N", "to": "it"})
    monkeypatch.setitem(triggerforms.EFFECTS, "bad", bad)
    with pytest.raises(UnknownWord) as refused:
        triggerforms._check_tables()
    assert refused.value.path == "EFFECTS[bad].params.to"
