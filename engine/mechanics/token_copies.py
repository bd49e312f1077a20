"""Create a token that's a copy of a permanent (111.1, 707.2): "Create a token that's a copy of
target creature you control." (Repudiate // Replicate), "... a copy of ~." (Polyraptor), "... a
copy of enchanted creature." (Followed Footsteps). A flip card's copy is unflipped (707.3: the
copy's own status).

The token copies the original's copiable values (707.2): its card's printed values, or those a
copy effect on it gives, with that effect's exceptions (707.3, 707.9b); a copy of a face-down
permanent is a face-up 2/2 creature with no name (707.2, 708.10 — the copy effect's
"face_down"). A copy of a double-faced permanent is a double-faced token entering with the same
face up (707.8a: the token is the same card with that face). An original that has left the
battlefield is copied as it last existed there (608.2h: its last known copiable values, kept by
engine.rules.zones as it left).

The token is created through the entering pipeline (614.1c, 614.12): its own copied abilities
that modify how it enters apply (a token copy of Clone may enter as a copy of a creature, one of
a land that enters tapped enters tapped), and enters triggers see it enter.
"""

from __future__ import annotations

from engine.core.events import ZoneChangeEvent
from engine.core.log import LogKind
from engine.core.state import Characteristics, GameObject, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.copying import LAST_COPIABLE, MERGED, copiable_values
from engine.rules.faces import DOUBLE_FACED, layout_and_faces
from engine.rules.pipeline import AFTER_PERFORM, Resolution, name_of
from engine.rules.zones import tokens_created

RULE = "707.2"
# The card of a token whose copiable values are given only by its copy effect.
COPY_TOKEN = "Copy"


def create_token_copy(
    res: Resolution,
    ctx: ExecContext,
    original_id: str,
    *rules: str,
    exceptions: Params | None = None,
) -> str | None:
    """111.1, 707.2: a token that's a copy of the permanent `original_id` (or of it as it last
    existed on the battlefield) enters under the controller's control. Returns its id, or None
    when there is nothing to copy (a card never on the battlefield). `exceptions` ("except it's
    1/1": power and toughness) join the copy's copiable values (707.9b); a copy of a face-down
    permanent, or of one whose values can't be locked to a card, takes none and isn't made."""
    state = res.state
    original = state.find_object(original_id)
    if original is not None and original.zone is Zone.BATTLEFIELD:
        values, face = copiable_values(state, original), original.face
    else:
        known = state.last_known.get(original_id)
        if known is None:
            return None  # nothing known of it as a permanent
        last = known.get(LAST_COPIABLE)
        last = last if isinstance(last, Params) else Params()
        face = int(last.get("face", 0))
        values = Params({k: v for k, v in last.items() if k != "face"})
        if original is None and "card" not in values:
            return None  # a token gone with no card to copy (704.5d)
    card = str(values.get("card") or (original.card if original is not None else ""))
    if exceptions:
        if values.get("face_down") or "original" in values or not card:
            res.note(
                LogKind.NOTE,
                f"a copy of {name_of(res.state, original_id)} with exceptions isn't modeled here: "
                "no token is created",
                "707.9b",
                objects=(original_id,),
            )
            return None
        before = values.get("except")
        merged = {**(dict(before.items()) if isinstance(before, Params) else {}), **exceptions}
        values = Params({**values, "card": card, "except": Params(merged)})
    inline = None if "card" in values or original is None else original.characteristics
    if values.get("face_down") or "original" in values:
        # Its values come from the copy effect alone (708.10's 2/2, or what the original copies):
        # no card of its own, whose abilities would apply as it enters (614.12).
        card, inline = COPY_TOKEN, Characteristics(types=("Creature",), power=2, toughness=2)
    layout = layout_and_faces(state, original)[0] if original is not None else ""
    # 707.8a: a copy of a double-faced permanent has both faces, with the same one up. A copy of
    # anything else has one set of values, modified by the token's own status (707.3: a copy of
    # a flipped flip card is unflipped), so it shows its card's first face.
    if values or layout not in DOUBLE_FACED:
        face = 0
    state, token_id = state.take_id("t")
    token = GameObject(
        id=token_id,
        card=card,
        owner=ctx.controller,
        controller=ctx.controller,
        zone=Zone.STACK,  # where it waits while its entering is decided (614.12)
        token=True,
        face=face,
        characteristics=inline,
        controlled_since_turn_start=False,
    )
    res.set_state(state.with_moved_object(token, to_top=False))
    copy = Params()
    components = values.get(MERGED)  # 730.2a: a merged permanent's, every component's abilities
    if values.get("face_down") or values.get("except") or "original" in values or components:
        copy = Params({"original": original_id, **values})
    what = name_of(res.state, original_id)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, ctx.controller)} creates a token that's a copy of {what}",
        "111.1",
        RULE,
        *(("707.8a",) if face and layout in DOUBLE_FACED else ()),
        *(("707.9b",) if values.get("except") else ()),
        *(("708.10",) if values.get("face_down") else ()),
        *rules,
        objects=(token_id, original_id),
    )
    res.run(ZoneChangeEvent(token_id, Zone.STACK, Zone.BATTLEFIELD, copy=copy, face=face))
    for after in AFTER_PERFORM:  # e.g. ascend counts the new token at once (702.131b)
        after(res)
    created = res.state.find_object(token_id)
    return token_id if created is not None and created.zone is Zone.BATTLEFIELD else None


@instruction_kind("create_token_copy")
def _create_token_copy(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Create a token that's a copy of [the object `of` names]"; the token is bound under
    `bind` for later instructions ("that token")."""
    created: list[str] = []
    for original_id in refs(res, ctx, params.get("of", 0)):
        # 614.16: "if an effect would create one or more tokens" replacements (Doubling Season)
        what = f"copy of {name_of(res.state, original_id)}"
        for _ in range(tokens_created(res, ctx.controller, 1, what, ctx.source)):
            token = create_token_copy(res, ctx, original_id)
            if token is not None:
                created.append(token)
    ctx.bound[str(params.get("bind", "tokens"))] = tuple(created)
