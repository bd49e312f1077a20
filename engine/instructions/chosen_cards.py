"""A card of a kind chosen as the instruction applies and moved (608.2c, 608.2d: chosen, not
targeted): "return a creature card from your graveyard to your hand", "return up to two land
cards from your graveyard to the battlefield tapped", "you may put a permanent card from among
the milled cards into your hand". The cards chosen from are the controller's graveyard or the
cards an earlier instruction bound ("milled": 701.17c, a milled card is found in the public zone
it moved to). With `may` or `up_to` choosing fewer (or none) is one of the choices (608.2d); a
"return a creature card" with such a card at hand returns one."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import GameObject, Params, Zone
from engine.instructions.registry import (
    CONTEXT_CONDITIONS,
    ExecContext,
    amount,
    computes,
    instruction_kind,
)
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move
from engine.vocabulary.amounts import PerBoundCard

# The card kinds a chosen card is read with (205.2a card types; "permanent": 110.4a).
CARD_TYPE_KINDS = (
    "artifact",
    "battle",
    "creature",
    "enchantment",
    "instant",
    "land",
    "planeswalker",
    "sorcery",
)
PERMANENT_KINDS = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")
CHOSEN_CARD_KINDS = (*CARD_TYPE_KINDS, "permanent", "historic")
NONE_CHOSEN = "none_chosen"  # engine.vocabulary.words.Condition.NONE_CHOSEN
NONE_FOUND = "none_found"  # engine.vocabulary.words.Condition.NONE_FOUND


def _fits(
    res: Resolution, obj: GameObject, kinds: tuple[str, ...], excluded: tuple[str, ...] = ()
) -> bool:
    c = chars(res.state, obj)
    if excluded:
        # "a noncreature, nonland card" (205.4b): none of those card types, any other card
        return not any(c.is_type(t.capitalize()) for t in excluded)
    for kind in kinds:
        if kind == "historic":  # 700.6: legendary, an artifact, or a Saga
            if "Legendary" in c.supertypes or c.is_type("Artifact") or "Saga" in c.subtypes:
                return True
            continue
        if kind not in CHOSEN_CARD_KINDS:  # a subtype (205.3): "a creature or Vehicle card"
            if kind in c.subtypes:
                return True
            continue
        wanted = PERMANENT_KINDS if kind == "permanent" else (kind,)
        if any(c.is_type(t.capitalize()) for t in wanted):
            return True
    return False


def _pool(res: Resolution, ctx: ExecContext, source: str) -> list[GameObject]:
    if source == "graveyard":
        return list(res.state.zone(Zone.GRAVEYARD, ctx.controller))
    found = (res.state.find_object(i) for i in ctx.bound.get(source, ()) or ())
    # 701.17c: a milled card is found in the public zone it moved to; here the graveyard (a
    # card the pipeline sent elsewhere is no longer "among them" for a move from there).
    return [o for o in found if o is not None and o.zone is Zone.GRAVEYARD]


@instruction_kind("put_chosen_card")
def _put_chosen_card(res: Resolution, ctx: ExecContext, params: Params) -> None:
    kinds = tuple(str(k) for k in params.get("kinds", ("creature",)))
    excluded = tuple(str(k) for k in params.get("excluded", ()))
    source = str(params.get("from", "graveyard"))
    into = str(params.get("into", "hand"))
    tapped = bool(params.get("tapped", False))
    up_to = bool(params.get("up_to", False))
    may = bool(params.get("may", False))
    count = amount(res, ctx, params.get("count", 1))
    player = ctx.controller
    who = name_of(res.state, player)
    each_kind = bool(params.get("each_kind", False))
    if each_kind:  # "a creature card and/or a land card": a card of any of them for now
        pool = [o for o in _pool(res, ctx, source) if any(_fits(res, o, (k,)) for k in kinds)]
    else:
        pool = [o for o in _pool(res, ctx, source) if _fits(res, o, kinds, excluded)]
    where = "their graveyard" if source == "graveyard" else "the cards " + source
    described = (
        ", ".join(f"non{k}" for k in excluded)
        if excluded
        else (" and/or ".join(kinds) if each_kind else " or ".join(kinds))
    )
    ctx.bound["chosen_cards"] = ()
    if not pool:
        res.note(LogKind.EVENT, f"{who} has no {described} card among {where}", "608.2c")
        return
    chosen: list[str] = []
    if params.get("all"):  # "all land cards ...": no choice (608.2c)
        count = 0
        chosen = [o.id for o in pool]
    if params.get("any_number"):  # 608.2d: as many as the player chooses, one at a time
        count, up_to = len(pool), True
    if each_kind:
        # 608.2d: one card of each kind, each chosen or not; a card of both kinds fills either
        count = len(kinds)
    for _ in range(max(0, count)):
        left = [o for o in pool if o.id not in chosen]
        if each_kind:
            left = [o for o in left if _one_per_kind(res, [*chosen, o.id], kinds)]
        if not left:
            break
        optional = may or up_to
        if not optional and len({o.card for o in left}) == 1:
            chosen.append(left[0].id)
            continue
        decline = (Option("decline", "choose no more"),) if optional else ()
        answer = res.choose(
            player,
            DecisionKind.MAY if optional else DecisionKind.TARGET,
            f"{who} {'may choose' if optional else 'chooses'} a {described} card among {where}",
            (*decline, *(Option(o.id, name_of(res.state, o.id)) for o in left)),
            "608.2d" if optional else "608.2c",
            context=("put_chosen_card", player, tuple(chosen)),
        )
        if answer == "decline":
            break
        chosen.append(answer)
        if may and not up_to and not each_kind:
            break
    if not chosen:
        res.note(LogKind.EVENT, f"{who} chooses no {described} card", "608.2d")
        return
    zone = {"battlefield": Zone.BATTLEFIELD, "library_top": Zone.LIBRARY}.get(into, Zone.HAND)
    words = {
        Zone.BATTLEFIELD: "onto the battlefield" + (" tapped" if tapped else ""),
        Zone.LIBRARY: "on top of their library",  # 401.2
        Zone.HAND: "into their hand",
    }[zone]
    for card in chosen:
        res.note(
            LogKind.EVENT,
            f"{who} puts {name_of(res.state, card)} {words}",
            "608.2c",
            *(("701.17c",) if source != "graveyard" else ()),
            objects=(card,),
        )
        move(res, card, zone, tapped=tapped and zone is Zone.BATTLEFIELD)
    ctx.bound["chosen_cards"] = tuple(chosen)


def _one_per_kind(res: Resolution, cards: list[str], kinds: tuple[str, ...]) -> bool:
    """ "A creature card and/or a land card" (608.2d): whether each of the cards can be the one
    card of a different kind (a card of both kinds may be either)."""
    fits = [
        {k for k in kinds if (o := res.state.find_object(c)) is not None and _fits(res, o, (k,))}
        for c in cards
    ]

    def fill(i: int, taken: frozenset[str]) -> bool:
        return i == len(fits) or any(fill(i + 1, taken | {k}) for k in fits[i] - taken)

    return fill(0, frozenset())


def _none_chosen(res: Resolution, ctx: ExecContext) -> bool:
    """ "If you don't, ..." / "If you can't, ...": no card was put this way (608.2d, 608.2c)."""
    return not ctx.bound.get("chosen_cards")


CONTEXT_CONDITIONS[NONE_CHOSEN] = _none_chosen
# "If you can't, ...": a card had to be chosen and there was none (608.2c)
CONTEXT_CONDITIONS[NONE_FOUND] = _none_chosen


@computes(PerBoundCard)
def _per_bound_card(res: Resolution, ctx: ExecContext, word: PerBoundCard) -> int:
    """ "For each land card milled this way" (608.2c): the number times the cards an earlier
    instruction of this resolution bound that have one of the kinds, counted as this
    instruction applies (608.2h). A milled card is found in the public zone it moved to
    (701.17c: the graveyard, or exile if a replacement sent it there); one "put into a
    graveyard this way" only in a graveyard."""
    zones = (Zone.GRAVEYARD, Zone.EXILE) if word.where == "milled" else (Zone.GRAVEYARD,)
    found = (res.state.find_object(i) for i in ctx.bound.get(word.key, ()) or ())
    cards = [o for o in found if o is not None and o.zone in zones]
    counted = sum(1 for o in cards if _fits(res, o, word.kinds))
    kinds = " or ".join(word.kinds)
    res.judge(
        LogKind.NOTE,
        f"for {name_of(res.state, ctx.source)}, {word.per} for each of {counted} {kinds} "
        f"card(s) among the {len(cards)} found",
        "608.2h",
        "701.17c",
        objects=(ctx.source,),
    )
    return word.per * counted
