"""Copy effects (707) and the "as it enters" choices that make them (614.1c, 614.12a).

"copy_of" (layer 1a, 613.2a): "object" is a copy of "original"; `engine.rules.copying` explains the
parameters and `engine.rules.characteristics` applies it. It watches no events.

"enters_as_copy" ("You may have this enter as a copy of any creature on the battlefield"): a
replacement effect of the entering permanent itself (614.1c, 614.12), in the copy category of
616.1c. As it would enter, its controller chooses a creature on the battlefield or none; the
permanent then enters as the copy (707.5), so the copied enters abilities trigger. Its
parameters (all optional): "of", the card types any one of which the original has (default
creature: "any artifact", "any enchantment", "any artifact or creature"); "yours", only a
permanent its controller controls ("a creature you control"); "except", the copy effect's
exceptions (707.9b: "except it's a Shapeshifter Rogue in addition to its other types"), which
become part of the copy's copiable values, together with those of the original's own copy
effect (707.9b, 707.3).

"enters_choosing_copy" ("As this enters, choose a creature. Enchanted creature is a copy of the
chosen creature."): the choice is made as the Aura enters, not targeted (614.12a); the copy
effect applies to whatever the Aura is attached to while it stays on the battlefield. The
copiable values are locked in as the choice is made (707.2c).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.events import WouldEvent, ZoneChangeEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameState, Params
from engine.rules.characteristics import chars
from engine.rules.copying import MERGED, copiable_exceptions, copiable_merged, copiable_name
from engine.rules.effect_kinds import Applied, Category, EffectKind, Resolving, register
from engine.rules.effects.entering import entering_itself
from engine.rules.face_down import face_down_label, is_face_down
from engine.rules.pipeline import name_of


@register
class CopyOf(EffectKind[WouldEvent]):
    name = "copy_of"
    rules = ("613.2a", "707.2")

    def describe(self, effect: Effect, state: GameState) -> str:
        target = effect.params.get("object")
        who = "enchanted creature" if target == "enchanted" else name_of(state, str(target))
        what = effect.params.get("card") or name_of(state, str(effect.params.get("original")))
        return f"{who} is a copy of {what}"


def _copy_option(state: GameState, object_id: str, copied: str) -> str:
    """A permanent to copy by its name (engine.rules.names), and the name a copy of it gets when
    its copiable values say another (707.2: a copy of a copy, a face-down permanent)."""
    label = name_of(state, object_id)
    return label if label == copied or label.startswith(f"{copied} (") else f"{label}: {copied}"


def _creatures(
    state: GameState,
    entering: str,
    of: tuple[str, ...] = ("Creature",),
    controller: str | None = None,
) -> list[tuple[str, str]]:
    """Permanents on the battlefield of any of the card types `of` (controlled by `controller`
    when given), with the name of their copiable values (707.3)."""
    return [
        (
            o.id,
            face_down_label(o)
            if is_face_down(o)
            else copiable_name(state, o) or chars(state, o).name,
        )
        for o in state.battlefield
        if o.id != entering
        and any(chars(state, o).is_type(t) for t in of)
        and (controller is None or o.controller == controller)
    ]


def merged_exceptions(first: Params, then: Params) -> Params:
    """707.9b: a copy's exceptions over those already part of the original's copiable values:
    added types are added to the ones before, other values are set by the later effect."""
    merged = dict(first.items())
    for key, value in then.items():
        if key.startswith("add_") and key in merged:
            before = tuple(merged[key])
            merged[key] = before + tuple(v for v in value if v not in before)
        else:
            merged[key] = value
    return Params(merged)


def _chose(state: GameState, original: str, enchanted: bool, own: Params | None = None) -> Params:
    obj = state.object(original)
    if is_face_down(obj):
        # 707.2, 708.10: a face-down permanent's copiable values are the face-down 2/2's.
        return Params(
            {"original": original, "face_down": True, **({"enchanted": True} if enchanted else {})}
        )
    name = copiable_name(state, obj)
    exceptions = copiable_exceptions(state, obj)  # 707.9b: an embalmed token's, say
    merged = copiable_merged(state, obj)  # 730.2a: every component's abilities too
    if own:
        exceptions = merged_exceptions(exceptions, own)  # 707.9b: this effect's own too
    return Params(
        {
            "original": original,
            **({"card": name} if name is not None else {}),
            **({"except": exceptions} if exceptions else {}),
            **({MERGED: merged} if merged else {}),
            **({"enchanted": True} if enchanted else {}),
        }
    )


class _ChooseAsEnters(EffectKind[ZoneChangeEvent]):
    watches = (ZoneChangeEvent,)
    as_it_enters = True
    optional: bool = True
    enchanted: bool = False
    rule = "707.5"

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        return entering_itself(effect, event)

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        """Without a decision (e.g. what it could produce): nothing is chosen."""
        return Applied(event, f"{name_of(state, event.object)} enters copying nothing")

    def apply_with(self, effect: Effect, event: ZoneChangeEvent, res: Resolving) -> Applied:
        state, player = res.state, effect.controller
        who, what = name_of(state, player), name_of(state, event.object)
        of, controller, own = self.originals(effect)
        found = _creatures(state, event.object, of, controller)
        kind = " or ".join(t.lower() for t in of)
        if not found:
            res.judge(LogKind.NOTE, f"There is no {kind} for {what} to copy", self.rule)
            return self.apply(effect, event, state)
        options = tuple(Option(oid, _copy_option(state, oid, name)) for oid, name in found) + (
            (Option("none", "nothing: it enters as itself"),) if self.optional else ()
        )
        answer = res.choose(
            player,
            DecisionKind.CHOOSE_OBJECT,
            self.prompt(what, who, kind),
            options,
            self.rule,
            context=("as_it_enters", event.object, effect.id),
        )
        if answer == "none":
            return self.apply(effect, event, state)
        chose = _chose(state, answer, self.enchanted, own)
        copied = chose.get("card") or name_of(state, answer)
        return Applied(replace(event, copy=chose), self.result(what, str(copied)))

    def originals(self, effect: Effect) -> tuple[tuple[str, ...], str | None, Params]:
        """What may be copied: any of these card types, controlled by this player (or anyone),
        and the copy effect's own exceptions (707.9b)."""
        return ("Creature",), None, Params()

    def prompt(self, what: str, who: str, kind: str) -> str:
        raise NotImplementedError

    def result(self, what: str, copied: str) -> str:
        raise NotImplementedError


@register
class EntersAsCopy(_ChooseAsEnters):
    name = "enters_as_copy"
    category = Category.COPY_ON_ENTERING
    rules = ("614.1c", "707.5", "616.1c")
    rule = "707.5"

    def originals(self, effect: Effect) -> tuple[tuple[str, ...], str | None, Params]:
        of = tuple(str(t) for t in effect.params.get("of", ("Creature",)))
        yours = effect.controller if effect.params.get("yours") else None
        own = effect.params.get("except")
        return of, yours, own if isinstance(own, Params) else Params()

    def prompt(self, what: str, who: str, kind: str) -> str:
        article = "an" if kind[:1] in "aeiou" else "a"
        return f"{who} may have {what} enter as a copy of {article} {kind} on the battlefield"

    def result(self, what: str, copied: str) -> str:
        return f"{what} enters as a copy of {copied} (707.5)"

    def describe(self, effect: Effect, state: GameState) -> str:
        of = " or ".join(str(t).lower() for t in effect.params.get("of", ("Creature",)))
        where = "you control" if effect.params.get("yours") else "on the battlefield"
        own = effect.params.get("except")
        added = ()
        if isinstance(own, Params):
            added = (*own.get("add_subtypes", ()), *own.get("add_types", ()))
        extra = f", with {' '.join(added)} in addition to its other types" if added else ""
        return f"may enter as a copy of any {of} {where}{extra}"


@register
class EntersChoosingCopy(_ChooseAsEnters):
    name = "enters_choosing_copy"
    rules = ("614.12a", "707.2c", "303.4m")
    optional = False
    enchanted = True
    rule = "614.12a"

    def prompt(self, what: str, who: str, kind: str) -> str:
        return f"As {what} enters, {who} chooses a creature: enchanted creature is a copy of it"

    def result(self, what: str, copied: str) -> str:
        return f"{what} enters; the chosen creature is {copied}: enchanted creature is a copy of it"

    def describe(self, effect: Effect, state: GameState) -> str:
        return "as it enters, choose a creature; enchanted creature is a copy of it"
