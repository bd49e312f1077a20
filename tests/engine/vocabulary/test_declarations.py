"""The typed vocabulary: every declaration has one implementation and every implementation a
declaration, and an unknown word is refused as a definition is built, naming the word and field."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine  # noqa: F401  (registers every implementation)
from engine.actions.base import ACTIONS
from engine.cards.model import (
    ActivatedAbility,
    CardDef,
    Cost,
    Instruction,
    StaticAbility,
    TriggeredAbility,
    instruction,
    static,
)
from engine.core.errors import InvalidDocument, UnknownWord
from engine.instructions.registry import AMOUNT_RESOLVERS, INSTRUCTIONS, REFERENCE_RESOLVERS
from engine.rules.effect_kinds import EFFECT_KINDS as IMPLEMENTED_EFFECTS
from engine.rules.targets import CHECKED_WORDS
from engine.rules.triggers import TRIGGERS as IMPLEMENTED_TRIGGERS
from engine.testing.plain_words import problems
from engine.vocabulary import (
    EFFECT_KINDS,
    INSTRUCTION_KINDS,
    TRIGGERS,
    ControllerOf,
    CreaturesWith,
    LandsOfType,
    Target,
    TargetWord,
    X,
    parse_amount,
    parse_reference,
)
from engine.vocabulary.actions import ACTION_TYPES
from engine.vocabulary.amounts import AMOUNT_TYPES
from engine.vocabulary.declarations import (
    EFFECT_DECLARATIONS,
    INSTRUCTION_DECLARATIONS,
    TRIGGER_DECLARATIONS,
)
from engine.vocabulary.fields import Declaration
from engine.vocabulary.references import REFERENCE_TYPES
from engine.vocabulary.tables import END, START, vocabulary_tables


def test_every_instruction_kind_is_declared_and_implemented() -> None:
    assert set(INSTRUCTION_KINDS) == set(INSTRUCTIONS)


def test_every_effect_kind_is_declared_and_implemented() -> None:
    assert set(EFFECT_KINDS) == set(IMPLEMENTED_EFFECTS)


def test_every_effect_kind_declares_its_name_for_a_person() -> None:
    # The builder's forms, its effect lists and the docs name a kind by its declared label,
    # never by its raw name ("Doesnt untap", "Cda power toughness": issue 30).
    unlabelled = [d.kind for d in EFFECT_DECLARATIONS if not d.label]
    assert unlabelled == []
    for d in EFFECT_DECLARATIONS:
        assert d.label[0].isupper() and problems(d.label) == [], d.kind
    assert EFFECT_KINDS["doesnt_untap"].label == (
        "Permanents don't untap during their controller's next untap step"
    )


def test_every_trigger_is_declared_and_implemented() -> None:
    assert set(TRIGGERS) == set(IMPLEMENTED_TRIGGERS)


def test_every_reference_and_amount_word_has_a_resolver() -> None:
    assert set(REFERENCE_TYPES) == set(REFERENCE_RESOLVERS)
    assert set(AMOUNT_TYPES) == set(AMOUNT_RESOLVERS)


def test_every_target_word_is_checked_by_the_targeting_rules() -> None:
    assert {w.value for w in TargetWord} == set(CHECKED_WORDS)


@pytest.mark.parametrize(
    ("spelling", "typed"),
    [
        (0, Target(0)),
        ("target:2", Target(2)),
        ("controller_of:0", ControllerOf(Target(0))),
        ("creatures_without:flying", CreaturesWith("flying", has=False)),
    ],
)
def test_reference_spelling_parses_to_typed_objects(spelling: object, typed: object) -> None:
    assert parse_reference(spelling) == typed


def test_amount_spelling_parses_to_typed_objects() -> None:
    assert parse_amount("x") == X()
    assert parse_amount("lands_of_type:Swamp") == LandsOfType("Swamp")
    assert parse_amount(3) == 3


def test_typed_constructors_write_the_document_spelling() -> None:
    typed = instruction("deal_damage", amount=X(), to=ControllerOf(Target(0)))
    assert typed == instruction("deal_damage", amount="x", to="controller_of:0")
    assert typed.params.to_json() == {"amount": "x", "to": "controller_of:0"}


@pytest.mark.parametrize(
    ("build", "what", "word", "path"),
    [
        (
            lambda: instruction("deal_damge", amount=2),
            "instruction kind",
            "deal_damge",
            "deal_damge.kind",
        ),
        (
            lambda: instruction("deal_damage", amout=2),
            "parameter of deal_damage",
            "amout",
            "deal_damage.params.amout",
        ),
        (
            lambda: instruction("deal_damage", to="controler_of:0"),
            "reference",
            "controler_of:0",
            "deal_damage.params.to",
        ),
        (lambda: instruction("draw", count="many"), "amount", "many", "draw.params.count"),
        (
            lambda: instruction("exile", to=0, unless="city"),
            "value of unless",
            "city",
            "exile.params.unless",
        ),
        (
            lambda: static("Spells cost less.", "cost_reduction"),
            "effect kind",
            "cost_reduction",
            "cost_reduction.kind",
        ),
        (
            lambda: static("All damage is doubled.", "double_damage", too="any"),
            "parameter of double_damage",
            "too",
            "double_damage.params.too",
        ),
        (
            lambda: TriggeredAbility(
                "When it enters, draw.", "self_entered", (instruction("draw"),)
            ),
            "trigger",
            "self_entered",
            "When it enters, draw..trigger",
        ),
        (
            lambda: ActivatedAbility(
                "{T}: 1 damage.",
                Cost(tap=True),
                (instruction("deal_damage", amount=1),),
                targets=("creatuer",),
            ),
            "target word",
            "creatuer",
            "{T}: 1 damage..targets[0]",
        ),
        (
            lambda: instruction(
                "create_delayed_trigger", effects=[{"kind": "exile", "params": {"to": "bogus"}}]
            ),
            "reference",
            "bogus",
            "create_delayed_trigger.params.effects[0].params.to",
        ),
        (
            lambda: instruction(
                "create_effect", kind="protection", params={"protected": "you", "form": "red"}
            ),
            "parameter of protection",
            "form",
            "create_effect.params.params.form",
        ),
    ],
)
def test_an_unknown_word_is_refused_as_the_definition_is_built(
    build: object, what: str, word: str, path: str
) -> None:
    with pytest.raises(UnknownWord) as refused:
        build()  # type: ignore[operator]
    assert (refused.value.what, refused.value.word, refused.value.path) == (what, word, path)
    assert isinstance(refused.value, InvalidDocument)


def test_a_missing_required_parameter_is_refused() -> None:
    with pytest.raises(InvalidDocument, match="create_tokens needs 'token'") as refused:
        Instruction("create_tokens")
    assert refused.value.path == "create_tokens.params.token"


def test_an_aura_enchant_word_is_a_target_word() -> None:
    with pytest.raises(UnknownWord) as refused:
        CardDef(name="Bad Aura", types=("Enchantment",), enchant="creture")
    assert refused.value.path == "Bad Aura.enchant.targets[0]"


def test_a_wrong_shape_is_refused_with_the_field_path() -> None:
    with pytest.raises(InvalidDocument) as refused:
        StaticAbility(
            "Damage is multiplied.",
            "multiply_damage",
            engine.core.state.Params({"factor": "three"}),
        )
    assert refused.value.path == "multiply_damage.params.factor"


def test_the_documentation_tables_are_generated_from_the_declarations() -> None:
    text = (Path(__file__).parents[3] / "docs" / "scenario-document.md").read_text(encoding="utf-8")
    section = text.split(START, 1)[1].split(END, 1)[0]
    assert section == f"\n{vocabulary_tables()}", (
        "paste `python -m engine vocabulary` between the markers"
    )


def test_every_action_type_is_declared_and_implemented() -> None:
    assert set(ACTIONS) == set(ACTION_TYPES)


def test_an_instructions_parameters_read_as_typed_objects() -> None:
    step = instruction("deal_damage", amount="lands_of_type:Swamp", to=("creatures_with:flying", 1))
    assert step.typed() == {
        "amount": LandsOfType("Swamp"),
        "to": (CreaturesWith("flying"), Target(1)),
    }


@pytest.mark.parametrize(
    ("kind", "params", "path", "words"),
    [
        ("add_mana", {"mana": {"R": "one"}}, "add_mana.params.mana", "mana letters"),
        ("add_mana", {"mana": {"Q": 1}}, "add_mana.params.mana", "mana letters"),
        ("search_library", {"may": "yes"}, "search_library.params.may", "true or false"),
        (
            "grant_keywords",
            {"keywords": "Flying"},
            "grant_keywords.params.keywords",
            "list of strings",
        ),
        ("may_pay_x", {"cost": "X+R"}, "may_pay_x.params.cost", "mana cost"),
        ("create_tokens", {"token": "Goblin"}, "create_tokens.params.token", "an object"),
        ("draw", {"count": [1]}, "draw.params.count", "whole number or an amount word"),
        ("destroy", {"to": [0]}, "destroy.params.to", "a word or a target's number"),
        ("choose_permanent", {"bind": 3}, "choose_permanent.params.bind", "a string"),
        (
            "create_delayed_trigger",
            {"effects": "exile"},
            "create_delayed_trigger.params.effects",
            "list of instructions",
        ),
    ],
)
def test_a_parameter_of_the_wrong_shape_is_refused_with_its_path(
    kind: str, params: dict[str, object], path: str, words: str
) -> None:
    with pytest.raises(InvalidDocument) as refused:
        Instruction(kind, engine.core.state.Params(params))
    assert refused.value.path == path
    assert words in refused.value.message


@pytest.mark.parametrize(
    "declarations", [INSTRUCTION_DECLARATIONS, EFFECT_DECLARATIONS, TRIGGER_DECLARATIONS]
)
def test_each_kind_is_declared_once(declarations: tuple[Declaration, ...]) -> None:
    """A kind declared twice would have the schema, forms and docs take one declaration's fields
    and the other's words (discard_hand was declared twice)."""
    kinds = [declaration.kind for declaration in declarations]
    assert sorted({k for k in kinds if kinds.count(k) > 1}) == []
