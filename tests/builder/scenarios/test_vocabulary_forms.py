"""The builder's effect and trigger forms come from the engine's declarations (issue 14.3): the
kinds offered are the declared ones, a described parameter must be declared, and a kind the
table doesn't describe gets fields built from its declaration."""

from __future__ import annotations

from dataclasses import replace

import pytest
from django import forms

from builder.scenarios import effectparams, triggerforms
from builder.scenarios.effectparams import SPECS
from engine.core.errors import UnknownWord
from engine.vocabulary import declarations
from engine.vocabulary.declarations import EFFECT_KINDS, INSTRUCTION_KINDS, TRIGGERS
from engine.vocabulary.fields import Phrase


def test_the_kinds_offered_are_the_declared_ones() -> None:
    offered = {kind for kind, _ in effectparams.card_kinds()}
    assert offered == set(EFFECT_KINDS) - effectparams.CARD_HIDDEN
    assert set(effectparams.ALL_KINDS) == set(EFFECT_KINDS)


def test_a_forms_questions_are_the_declared_ones() -> None:
    # The damage kinds ask "to" and "sources" as the declarations say, with their labels.
    halve = EFFECT_KINDS["halve_damage"]
    assert [(p.name, p.label) for p in SPECS["halve_damage"]] == [
        (f.name, f.label) for f in halve.asked
    ]
    assert effectparams.kind_label("halve_damage") == halve.label
    factor = SPECS["multiply_damage"][0]
    declared = EFFECT_KINDS["multiply_damage"].field("factor")
    assert declared is not None
    assert (factor.initial, factor.minimum) == (declared.initial, declared.minimum) == (3, 2)


def test_where_a_person_may_make_an_effect_is_declared() -> None:
    assert "gain_control" in effectparams.STORED_HIDDEN  # bookkeeping of a control change
    assert not EFFECT_KINDS["gain_control"].stored
    assert "enters_with_counters" in effectparams.STORED_HIDDEN  # only a card enters with them
    assert "enters_with_counters" not in effectparams.CARD_HIDDEN


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


def test_the_trigger_forms_sentences_are_the_declared_phrases() -> None:
    phrases = {p.key: p for d in TRIGGERS.values() for p in d.phrases}
    assert {k: w.label for k, w in triggerforms.WHEN.items()} == {
        k: p.text for k, p in phrases.items()
    }
    assert triggerforms.WHEN["your_upkeep"].params == {"step": "upkeep", "whose": "your"}
    damage = triggerforms.EFFECTS["damage_any"]
    assert (damage.kind, damage.targets) == ("deal_damage", ("any",))


def test_a_phrase_with_an_unknown_word_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    deal = INSTRUCTION_KINDS["deal_damage"]
    bad = Phrase("bad", "whatsit hits", (("amount", "N"), ("to", "whatsit")))
    monkeypatch.setitem(INSTRUCTION_KINDS, "deal_damage", replace(deal, phrases=(bad,)))
    with pytest.raises(UnknownWord) as refused:
        declarations.check_phrases()
    assert refused.value.path == "deal_damage.phrases[bad].params.to"
