"""Partner with [name] (702.124j): the keyword stands for two abilities. The first lets two
legendary cards be commanders together; like the other partner abilities (702.124a) it
modifies deck construction and has nothing left to do in a game under way. The second is an
enters trigger: target player may search their library for a card with that name, reveal it,
put it into their hand, then shuffle (701.23a, 701.20a). The trigger is an ordinary triggered
ability over the shared vocabulary: the search_library instruction with a `name` filter
(engine.instructions.references); the log cites 702.124j beside 603.2 through the keyword
(engine.cards.permanent_keywords.RULES).
"""

from __future__ import annotations

from engine.cards.model import Ability, TriggeredAbility, instruction

PARTNER_WITH = "Partner with"


def partner_with(name: str) -> TriggeredAbility:
    """The enters trigger "Partner with [name]" stands for (702.124j)."""
    return TriggeredAbility(
        f"{PARTNER_WITH} {name} (When this permanent enters, target player may search their "
        f"library for a card named {name}, reveal it, put it into their hand, then shuffle.)",
        "self_enters",
        (
            instruction(
                "search_library",
                player=0,
                card="card",
                name=name,
                may=True,
                into="hand",
                reveal=True,
            ),
        ),
        targets=("player",),
        keyword=PARTNER_WITH,
    )


def partner_with_line(ability: Ability) -> str | None:
    """The keyword line the ability prints as ("Partner with Toothy, Imaginary Friend"), proven
    by building it again; None for another ability."""
    if not isinstance(ability, TriggeredAbility) or ability.keyword != PARTNER_WITH:
        return None
    if len(ability.effects) != 1:
        return None
    name = ability.effects[0].params.get("name")
    if not isinstance(name, str) or partner_with(name) != ability:
        return None
    return f"{PARTNER_WITH} {name}"
