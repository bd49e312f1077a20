"""Triggers on sacrificing (701.21a; engine.rules.sacrifice_triggers):

    Whenever you sacrifice another creature, put a +1/+1 counter on ~.          (Body Dropper)
    Whenever you sacrifice a Clue, put a +1/+1 counter on ~.                 (Tireless Tracker)
    Whenever you sacrifice a Blood token, you gain 1 life.                   (Gluttonous Guest)
    Whenever you sacrifice an artifact or creature, put a +1/+1 counter on ~. (Ravenous Squirrel)
    Whenever you sacrifice a nontoken permanent, ...
    Whenever you sacrifice ~ or another artifact, ...
    When you sacrifice ~, manifest dread.                                    (Disturbing Mirth)

The noun is a card type, "permanent" or "token", or a subtype (Clue, Food, Treasure, Blood),
"or" joining two of them; "nontoken" and a trailing "token" qualify them. "One or more" (a batch
of sacrifices at once) is another trigger event and stays text."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.core.state import Params
from engine.rules.sacrifice_triggers import ANY_PERMANENT, CARD_TYPE_NOUNS

KIND = "you_sacrifice"
# Artifact types (205.3g) the creature types of engine.oracle.subtypes don't spell.
ARTIFACT_TYPES = ("Blood", "Junk", "Map", "Powerstone", "Incubator", "Gold", "Lander")
_TYPE_WORDS = {t.lower(): t for t in CARD_TYPE_NOUNS}

GRAMMAR = (
    r"""
%extend trigger: sacrifice_trigger
sacrifice_trigger: SAC_YOU sac_whom sac_nontoken? sac_noun (SAC_OR sac_noun)? sac_token?
                 | SAC_YOU_SELF -> sacrifice_self_trigger
SAC_YOU: "whenever you sacrifice"
// 603.10a: "When you sacrifice ~": this permanent, sacrificed by its controller (701.21a)
SAC_YOU_SELF: "when you sacrifice ~"
sac_whom: "a" -> sac_a
        | "an" -> sac_a
        | "another" -> sac_another
        | SELF "or" "another" -> sac_self_or_another
sac_noun: SAC_TYPE | SUBTYPE | SAC_ARTIFACT_TYPE
        | "token" -> sac_token_noun
sac_nontoken: "nontoken"
sac_token: "token"
SAC_TYPE: """
    + " | ".join(f'"{w}"' for w in (*_TYPE_WORDS, ANY_PERMANENT))
    + r"""
SAC_OR: "or"
SAC_ARTIFACT_TYPE: """
    + " | ".join(f'"{w}"' for w in ARTIFACT_TYPES)
    + r"""
"""
)


class SacrificeTriggerLowering:
    def sac_a(self, items: list[Any]) -> dict[str, Any]:
        return {}

    def sac_another(self, items: list[Any]) -> dict[str, Any]:
        return {"other": True}

    def sac_self_or_another(self, items: list[Any]) -> dict[str, Any]:
        return {"other": True, "or_self": True}

    def sac_nontoken(self, items: list[Any]) -> str:
        return "SAC_NONTOKEN"

    def sac_token(self, items: list[Any]) -> str:
        return "SAC_TOKEN"

    def sac_token_noun(self, items: list[Any]) -> str:
        return "token"

    def sac_noun(self, items: list[Token]) -> str:
        word = str(items[0])
        return _TYPE_WORDS.get(word.lower(), word if items[0].type != "SAC_TYPE" else word.lower())

    def sacrifice_self_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return KIND, {"self": True}

    def sacrifice_trigger(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        params: dict[str, Any] = dict(items[1])
        flags = {i for i in items if i in ("SAC_NONTOKEN", "SAC_TOKEN")}
        nouns = [i for i in items[2:] if isinstance(i, str) and not isinstance(i, Token)]
        nouns = [n for n in nouns if n not in flags]
        if "SAC_NONTOKEN" in flags:
            params["nontoken"] = True
        if "token" in nouns:
            # "a token" alone: any token permanent; "a Blood token or ..." isn't written
            if nouns != ["token"] or "SAC_TOKEN" in flags or "SAC_NONTOKEN" in flags:
                raise ValueError("'token' as a noun stands alone")
            nouns = [ANY_PERMANENT]
            params["token"] = True
        if "SAC_TOKEN" in flags:
            if len(nouns) != 1 or nouns[0] in _TYPE_WORDS.values() or nouns[0] == ANY_PERMANENT:
                raise ValueError("'token' after a card type")  # "an artifact token": not seen
            if "SAC_NONTOKEN" in flags:
                raise ValueError("nontoken ... token")
            params["token"] = True
        if params.get("or_self") and ANY_PERMANENT in nouns:
            raise ValueError("'~ or another permanent' is not written")
        params["kinds"] = tuple(nouns)
        phrase = sacrifice_trigger_phrase(KIND, Params(params))
        if phrase is None:
            raise ValueError("no words for this sacrifice trigger")
        return KIND, params


def _article(word: str) -> str:
    return "an" if word[0].lower() in "aeiou" else "a"


def sacrifice_trigger_phrase(kind: str, params: Params) -> str | None:
    """The words of a `you_sacrifice` trigger, or None."""
    if kind != KIND:
        return None
    if params.get("self"):
        return "when you sacrifice ~" if set(params) == {"self"} else None
    if set(params) - {"kinds", "token", "nontoken", "other", "or_self"}:
        return None
    kinds = [str(k) for k in params.get("kinds", (ANY_PERMANENT,))]
    if not 1 <= len(kinds) <= 2 or (params.get("token") and params.get("nontoken")):
        return None
    if params.get("or_self") and not params.get("other"):
        return None
    words = [k.lower() if k in CARD_TYPE_NOUNS else k for k in kinds]
    if params.get("token"):
        if words == [ANY_PERMANENT]:
            words = ["token"]
        elif len(words) == 1 and kinds[0] not in CARD_TYPE_NOUNS:
            words = [f"{words[0]} token"]
        else:
            return None
    noun = " or ".join(words)
    if params.get("nontoken"):
        noun = f"nontoken {noun}"
    if params.get("or_self"):
        whom = "~ or another"
    elif params.get("other"):
        whom = "another"
    else:
        whom = _article(noun)
    return f"whenever you sacrifice {whom} {noun}"
