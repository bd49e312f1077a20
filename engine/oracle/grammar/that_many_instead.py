"""Replacement sentences that make more of what an event makes, "... that many ... instead"
(614.1a, 614.16), and damage that can't be prevented (615.12), a permanent's static abilities:

    If an effect would create one or more tokens under your control, it creates twice that many
    of those tokens instead.                                   (Doubling Season, Parallel Lives)
    If one or more tokens would be created under your control, twice that many of those tokens
    are created instead.                                                (Adrix and Nev, Mondrak)
    If an effect would put one or more counters on a permanent you control, it puts twice that
    many of those counters on that permanent instead.                         (Doubling Season)
    If one or more +1/+1 counters would be put on a creature you control, that many plus one
    +1/+1 counters are put on it instead.                                      (Hardened Scales)
    ... twice that many +1/+1 counters are put on that creature instead. (Branching Evolution)
    Combat damage that would be dealt by creatures you control can't be prevented. (Questing Beast)

The effect kinds `create_more_tokens` and `put_more_counters` (engine.rules.effects
.counters_and_tokens) and `damage_cant_be_prevented` (engine.rules.effects.damage_prevention).
"If an effect would put" sees only counters an effect puts; "If one or more +1/+1 counters
would be put" sees those put to pay a cost as well (`costs`). Where two wordings mean the same
(tokens are only ever created by an effect; "on it" and "on that creature"), a parameter keeps
the card's own words (`passive`, `restated`), so it prints back as itself.

Each sentence is one terminal: the table below is read both ways, by the grammar and by the
printer (`that_many_instead_words`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lark import Token

from engine.cards.model import Ability, StaticAbility
from engine.core.state import Params
from engine.oracle.lowering import static_ability

_PLUS = "If one or more +1/+1 counters would be put on a {what} you control, "
_PUT = "{many} +1/+1 counters are put on {on} instead"

# terminal -> (the sentence without its period, effect kind, params)
SENTENCES: dict[str, tuple[str, str, dict[str, Any]]] = {
    "TMI_EFFECT_TOKENS_TWICE": (
        "If an effect would create one or more tokens under your control, it creates twice that "
        "many of those tokens instead",
        "create_more_tokens",
        {"factor": 2},
    ),
    "TMI_TOKENS_CREATED_TWICE": (
        "If one or more tokens would be created under your control, twice that many of those "
        "tokens are created instead",
        "create_more_tokens",
        {"factor": 2, "passive": True},
    ),
    "TMI_EFFECT_COUNTERS_TWICE": (
        "If an effect would put one or more counters on a permanent you control, it puts twice "
        "that many of those counters on that permanent instead",
        "put_more_counters",
        {"factor": 2},
    ),
    "TMI_UNPREVENTABLE_COMBAT_BY_YOUR_CREATURES": (
        "Combat damage that would be dealt by creatures you control can't be prevented",
        "damage_cant_be_prevented",
        {"sources": "yours", "source_types": ("Creature",), "combat_only": True},
    ),
}
for _what, _types in (("creature", ("Creature",)), ("permanent", ())):
    for _many, _counted in (
        ("that many plus one", {"plus": 1}),
        ("twice that many", {"factor": 2}),
    ):
        for _on, _restated in (("it", {}), (f"that {_what}", {"restated": True})):
            _name = f"TMI_PLUS_ON_{_what}_{'PLUS' if 'plus' in _counted else 'TWICE'}"
            _name += "_RESTATED" if _restated else ""
            SENTENCES[_name.upper()] = (
                _PLUS.format(what=_what) + _PUT.format(many=_many, on=_on),
                "put_more_counters",
                {
                    **_counted,
                    "counter_kind": "+1/+1",
                    **({"permanent_types": _types} if _types else {}),
                    "costs": True,
                    **_restated,
                },
            )


def _literal(sentence: str) -> str:
    # lowercase first: the grammar matches a lowercase literal in either case (Oracle
    # capitalizes a sentence's first word)
    return '"' + sentence[:1].lower() + sentence[1:] + '"'


GRAMMAR = "\n".join(
    [f"%extend static_body: {name} -> tmi_sentence" for name in SENTENCES]
    + [f"{name}: {_literal(sentence)}" for name, (sentence, _, _) in SENTENCES.items()]
)


def _params(params: dict[str, Any]) -> Params:
    return Params(params)


def that_many_instead_words(abilities: Sequence[Ability]) -> str | None:
    """The line of this module's one ability, or None."""
    if len(abilities) != 1 or not isinstance(abilities[0], StaticAbility):
        return None
    ability = abilities[0]
    for sentence, kind, params in SENTENCES.values():
        if ability.effect == kind and ability.params == _params(params):
            return sentence + "."
    return None


class ThatManyInsteadLowering:
    def tmi_sentence(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        (token,) = items
        assert isinstance(token, Token)
        _, kind, params = SENTENCES[token.type]
        return (static_ability("", kind, **params),)
