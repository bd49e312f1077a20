"""A variable number of targets: "any number of target players" (601.2c, 115.3, 115.6), and
"X target creature cards" (601.2b-c), and "up to one target creature" (601.2c).

An ability whose one target word is "any_number:WORD" (engine.vocabulary.words) lets its
controller choose how many targets it has, none included, as it is activated or cast (601.2c),
then that many different targets fitting WORD: the text uses the word "target" once, so no
player or object is chosen twice (115.3). With none chosen the ability still requires targets
(115.6), so an ability that adds mana is no mana ability (605.1a, 605.5a), but it is targeted
only if one or more are chosen: with none it resolves normally, and 608.2b (all targets illegal)
doesn't apply to it.

`chosen_requirements` gives the requirement of each chosen target: WORD for the first and
"other:WORD" for each later one (engine.rules.target_relations checks that it is a different
one). Resolution checks each again (608.2b); an illegal one is left out of "each target".

An "x_number:WORD" word is the same but for how many: exactly X, the value announced for the
{X} of the spell's mana cost (601.2b) before its targets (601.2c); `check_count` refuses any
other number. With X=0 it has no target and resolves normally (115.6). An "up_to_x:WORD" word
("Support X." on a spell with {X}, 701.41a) allows from none to X: `check_count` refuses more.

An "up_to:N:WORD" word ("up to one target creature") is the same with from none to N targets:
`check_count` refuses more than N. A triggered ability's are chosen as it is put on the stack
(603.3d, engine.rules.triggers), where stopping short of N is one of the options.

An "up_to:1:WORD" word may also be the last of several target words ("Target creature you
control fights up to one target creature you don't control."): the earlier targets are chosen
as always and the last is chosen or not (601.2c, 115.6). `trailing_up_to` finds it; the
requirements of the chosen targets are the words with that one as WORD, and when it isn't
chosen the ability has one target fewer (an instruction naming it then does nothing, 608.2b
applies only to the targets chosen).
"""

from __future__ import annotations

from engine.core.errors import IllegalAction
from engine.core.log import counted
from engine.vocabulary.words import (
    OTHER_PREFIX,
    any_number_word,
    up_to_word,
    up_to_x_word,
    x_number_word,
)


def variable_word(requirements: tuple[str, ...]) -> str | None:
    """The plain word of an ability whose only target word is "any_number:WORD" (or
    "x_number:WORD", "up_to:N:WORD"), or None."""
    if len(requirements) != 1:
        return None
    up_to = up_to_word(requirements[0])
    return up_to[1] if up_to is not None else any_number_word(requirements[0])


def trailing_up_to(requirements: tuple[str, ...]) -> str | None:
    """The plain word of an "up_to:1:WORD" last target word beside earlier ones, or None."""
    if len(requirements) < 2:
        return None
    up_to = up_to_word(requirements[-1])
    return up_to[1] if up_to is not None and up_to[0] == 1 else None


def chosen_requirements(
    requirements: tuple[str, ...], targets: tuple[str | None, ...]
) -> tuple[str, ...]:
    """The requirement of each chosen target; `requirements` unchanged for any other ability."""
    last = trailing_up_to(requirements)
    if last is not None:
        plain = (*requirements[:-1], last)
        # 601.2c: the last one chosen or not; any other count is refused by the count check
        return plain[: len(targets)] if len(targets) == len(plain) - 1 else plain
    word = variable_word(requirements)
    if word is None:
        return requirements
    return tuple(word if i == 0 else f"{OTHER_PREFIX}:{word}" for i in range(len(targets)))


def check_count(requirements: tuple[str, ...], targets: tuple[str | None, ...], x: int) -> None:
    """601.2c: an ability whose one target word is "x_number:WORD" has exactly X targets; one
    whose word is "up_to:N:WORD" has at most N (none included, 115.6)."""
    up_to = up_to_word(requirements[0]) if len(requirements) == 1 else None
    if up_to is not None and len(targets) > up_to[0]:
        raise IllegalAction(
            f"it has up to {counted(up_to[0], 'target')}, {len(targets)} given", "601.2c"
        )
    if len(requirements) == 1 and up_to_x_word(requirements[0]) is not None and len(targets) > x:
        raise IllegalAction(
            f"X is {x}: it has up to {counted(x, 'target')}, {len(targets)} given", "601.2c"
        )
    if len(requirements) != 1 or x_number_word(requirements[0]) is None:
        return
    if len(targets) != x:
        raise IllegalAction(
            f"X is {x}: it has exactly {counted(x, 'target')} (X announced, then that many targets), "
            f"{len(targets)} given",
            "601.2c",
        )
