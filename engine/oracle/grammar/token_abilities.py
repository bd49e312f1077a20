"""Tokens created with an ability the effect states in quotation marks (111.1, 111.4):

    When ~ enters, create two 0/1 colorless Eldrazi Spawn creature tokens. They have
    "Sacrifice this creature: Add {C}."                                    (Kozilek's Predator)
    Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature:
    Add {C}."                                                              (Blisterpod)

The token's characteristics are those the effect states; its ability is part of them, so it is
the token's own ability (not a granted one, 613.1f). A token object finds its abilities by its
name (engine.cards.registry.card_def), so only the tokens engine.cards.tokens.STATED_TOKENS
defines are read: the stated characteristics and the quoted ability must be exactly that
definition's, else the sentence stays text. "Sacrifice this creature: Add {C}." is a mana ability
(605.1a): it doesn't use the stack.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import ActivatedAbility, Instruction
from engine.cards.tokens import STATED_TOKENS
from engine.oracle.grammar.granted import quoted_ability
from engine.oracle.lowering import Effects, LineContext

GRAMMAR = r"""
%extend sentence: create_tokens TA_TOKEN_HAS GRANT_QUOTED -> ta_tokens_with_ability
// one terminal with the full stop before it, so "create ... tokens." still ends a sentence there
TA_TOKEN_HAS: /\.\s+(?:it has|they have)(?![\w'-])/i
"""

# What the token is called in its own ability's text.
_HOLDER = "this creature"


def stated_token_name(token: Any) -> str | None:
    """The STATED_TOKENS name of a create_tokens' token whose characteristics are exactly that
    definition's (None: it isn't one)."""
    if not hasattr(token, "get"):
        return None
    name = str(token.get("name", ""))
    stated = STATED_TOKENS.get(name)
    if stated is None:
        return None
    expected = {
        "name": name,
        "types": list(stated.types),
        "subtypes": list(stated.subtypes),
        "power": stated.power,
        "toughness": stated.toughness,
        "colors": list(stated.colors),
        "keywords": list(stated.keywords),
    }
    actual = {key: token.get(key) for key in token}
    normalized = {k: list(v) if isinstance(v, (list, tuple)) else v for k, v in actual.items()}
    return name if normalized == expected else None


def stated_ability_words(name: str, plural: bool) -> str:
    """The sentence that gives the token its ability, as Oracle prints it ('~' its holder)."""
    quoted = STATED_TOKENS[name].abilities[0].text.replace(_HOLDER, "~")
    return f'{"They have" if plural else "It has"} "{quoted}"'


class TokenAbilitiesLowering:
    ctx: LineContext

    def ta_tokens_with_ability(self, items: list[Any]) -> Effects:
        created, has, quoted = items[0], items[-2], items[-1]
        if len(created) != 1 or not isinstance(created[0], Instruction):
            raise ValueError("a quoted ability for tokens of more than one kind")
        made = created[0]
        if made.kind != "create_tokens":
            raise ValueError("a quoted ability without a token")
        name = stated_token_name(made.params.get("token"))
        if name is None:
            raise ValueError("a token with a stated ability the engine doesn't define")
        count = made.params.get("count", 1)
        if str(has).lower().endswith("it has") != (count == 1):
            raise ValueError("'it has' / 'they have' and the token count disagree")
        ability = quoted_ability(str(quoted), _HOLDER)
        stated = STATED_TOKENS[name].abilities[0]
        if not isinstance(stated, ActivatedAbility):
            raise ValueError("a stated token without its activated ability")
        if (ability.cost, ability.effects, ability.mana_ability) != (
            stated.cost,
            stated.effects,
            stated.mana_ability,
        ) or (ability.targets, ability.modes, ability.timing) != ((), (), ""):
            raise ValueError("a token's quoted ability other than its definition's")
        return (made,)
