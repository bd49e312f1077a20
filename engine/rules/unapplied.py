"""Honesty about what the engine doesn't apply (issue 15 point 2, issue 32 points 1 and 3).

A card's text the engine doesn't apply is `CardDef.oracle_text` (a compiled card's lines the
grammar didn't read, engine.oracle.compiler), or, for a card known only by the characteristics a
document gives inline, every line of its Oracle text but those made only of keywords the engine
applies. Three uses:

- the log names those sentences when the card is cast (601.2a), one of its abilities is activated
  (602.2) or triggers (603.3): `note_unapplied`;
- every answer lists the cards in play whose text isn't applied, whatever happens to them
  (`not_applied`): static and replacement text changes an answer without ever being cast (604.1,
  614), so the list is of the board, not of the action. A card counts on the battlefield and on
  the stack, and in another zone when the sentence works from there (113.6: an ability that says
  it acts from the graveyard, exile or hand, or a keyword that works from there);
- a spell or ability whose cost text isn't applied is never cast or activated without it (601.2b,
  601.2f, 601.2h, 602.2b): `refuse_unpaid_costs`.

A judge's stand-in (an effect in force whose `stands_in_for` names the object of the card it
stands in for) covers that card's sentences: the entry stays listed, labelled with the stand-ins
(`NotApplied.stand_ins`), so an answer says it depends on them (`stand_ins_for`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards.model import Ability, ActivatedAbility, TriggeredAbility
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import Characteristics, GameObject, GameState, Zone
from engine.rules.attachment import enchant_from_text
from engine.rules.faces import current_face, face_name, object_definition, shown_face
from engine.rules.keywords import NEEDS_DEFINITION
from engine.rules.keywords import applies as keyword_applies
from engine.rules.names import name_of, told_apart
from engine.rules.pipeline import Resolution
from engine.rules.stand_ins import in_force, stand_ins

# The params field of an effect a judge puts in force as a stand-in for a card's unapplied text:
# the name of the card it stands in for.


@dataclass(frozen=True)
class NotApplied:
    """A card in play with text the engine doesn't apply: its name (never an object id), where
    it is, and the sentences in its own words ("~" as its name). `stand_ins` describes the
    judge's stand-ins in force for it (empty: the answer simply ignores those sentences)."""

    name: str
    zone: str
    sentences: tuple[str, ...]
    stand_ins: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "zone": self.zone,
            "sentences": list(self.sentences),
            "stand_ins": list(self.stand_ins),
        }

    def text(self) -> str:
        """One line: the card and its sentences, then what the answer does with them."""
        quoted = " ".join(f"‘{s}’" for s in self.sentences)
        if self.stand_ins:
            return (
                f"{self.name} — {quoted} This answer uses the judge's stand-in for it "
                f"({'; '.join(self.stand_ins)})."
            )
        one = len(self.sentences) == 1
        return f"{self.name} — {quoted} This answer ignores {'it' if one else 'them'}."


_REMINDER = re.compile(r"\s*\([^()]*\)")


def _lines(text: str, name: str) -> tuple[str, ...]:
    """A text's lines (a split card's "//" aside), reminder text removed (207.2: it has no
    rules meaning), "~" as the card's name."""
    found = (_REMINDER.sub("", line).strip() for line in text.splitlines())
    return tuple(line.replace("~", name) for line in found if line and line != "//")


def _keyword_line(line: str, keywords: tuple[str, ...]) -> bool:
    """A line made only of keywords the engine applies ("Flying, vigilance"; "Enchant
    creature" for a card whose keyword is Enchant)."""
    applied = [
        k.lower()
        for k in keywords
        if keyword_applies(k) and k.lower() not in NEEDS_DEFINITION  # as .characteristics
    ]
    words = [w.strip().lower() for w in re.split(r"[,;]", line.rstrip(".")) if w.strip()]
    if len(words) == 1 and words[0].startswith("enchant "):
        # 303.4a: what an Aura may enchant applies only when the engine knows the words.
        return "enchant" in applied and enchant_from_text(line) is not None
    return bool(words) and all(any(w == k or w.startswith(k + " ") for k in applied) for w in words)


def _inline_sentences(inline: Characteristics, obj: GameObject, name: str) -> tuple[str, ...]:
    """A card known only by its printed characteristics applies its keywords and nothing else
    of its text (a printed "*" aside, read from its text: engine.rules.defined_pt)."""
    face = current_face(inline, obj.zone, shown_face(obj)) if inline.faces else inline
    lines = _lines(face.oracle_text, name)
    kept = tuple(line for line in lines if not _keyword_line(line, face.keywords))
    if face.defined_pt is not None:  # 604.3: the characteristic-defining sentence applies
        kept = tuple(line for line in kept if "power" not in line or "toughness" not in line)
    return kept


def object_sentences(state: GameState, obj: GameObject) -> tuple[str, ...]:
    """The sentences of the face of the object's card that counts where it is that the engine
    doesn't apply, with "~" as the card's name. A face-down object has no text (708.2a)."""
    if obj.face_down:
        return ()
    definition = object_definition(state, obj)
    if definition is not None:
        return _lines(definition.oracle_text, definition.name) if definition.oracle_text else ()
    if obj.characteristics is None:
        return ()
    return _inline_sentences(obj.characteristics, obj, face_name(state, obj))


def unapplied_sentences(res: Resolution, obj: GameObject) -> tuple[str, ...]:
    return object_sentences(res.state, obj)


def note_unapplied(res: Resolution, obj: GameObject, rule: str) -> None:
    """Say which sentences of `obj`'s text aren't applied (nothing when all are); `rule` is the
    rule of what is happening (casting 601.2a, activating 602.2, triggering 603.3)."""
    sentences = unapplied_sentences(res, obj)
    if not sentences:
        return
    name = face_name(res.state, obj)
    quoted = " ".join(f"“{s}”" for s in sentences)
    one = len(sentences) == 1
    res.note(
        LogKind.NOTE,
        f"the engine doesn't apply {'this sentence' if one else 'these sentences'} of {name}'s "
        f"text, so this answer leaves {'it' if one else 'them'} out: {quoted}",
        rule,
        objects=(obj.id,),
    )


# 113.6: an ability works from the zone it says it acts from, or where its keyword works
# (flashback, unearth and the like from the graveyard 702.34a, 702.84a; cycling from the hand
# 702.29a; foretold and suspended cards in exile 702.143a, 702.62a).
_ZONE_WORDS: dict[Zone, tuple[str, ...]] = {
    Zone.GRAVEYARD: ("graveyard",),
    Zone.EXILE: ("in exile", "from exile", "is exiled", "exiled with", "exiled card"),
    Zone.HAND: ("in your hand", "from your hand", "reveal {name}", "discard {name}"),
    Zone.COMMAND: ("command zone", "commander"),
}
_ZONE_KEYWORDS: dict[Zone, tuple[str, ...]] = {
    Zone.GRAVEYARD: (
        "flashback", "unearth", "embalm", "eternalize", "escape", "dredge", "scavenge",
        "disturb", "encore", "retrace", "jump-start", "aftermath",
    ),
    Zone.EXILE: ("suspend", "foretell", "plot"),
    # Abilities activated or working from the hand (113.6, 702.29a cycling and typecycling,
    # 702.49a ninjutsu, 702.35a madness); a cost paid as the card is cast (kicker, evoke, ...)
    # is listed once the spell is on the stack.
    Zone.HAND: (
        "cycling", "ninjutsu", "channel", "forecast", "bloodrush", "reinforce", "transmute",
        "madness", "foretell", "plot", "suspend",
    ),
}  # fmt: skip


def works_from(zone: Zone, sentence: str, name: str) -> bool:
    """Does this unapplied sentence of the card `name` work while the card is in `zone`?"""
    if zone in (Zone.BATTLEFIELD, Zone.STACK):
        return True
    low = sentence.lower()
    mentions_card = name.lower() in low or "this card" in low
    words = (w.replace("{name}", name.lower()) for w in _ZONE_WORDS.get(zone, ()))
    if mentions_card and any(w in low for w in words):
        return True
    first = re.split(r"[ —:,{(]", low, maxsplit=1)[0]
    keyword = low.split("—")[0].split("{")[0].strip()
    return any(
        k in (first, keyword) or low.startswith(k + " ") or (k == "cycling" and first.endswith(k))
        for k in _ZONE_KEYWORDS.get(zone, ())
    )


def stand_ins_for(state: GameState) -> dict[str, tuple[str, ...]]:
    """The judge's stand-ins in force, by the name of the card each stands in for
    (`Effect.stands_in_for`, engine.rules.stand_ins): a short description of each (the effect's
    `description` param when it has one, else its kind in words)."""
    found: dict[str, list[str]] = {}
    for effect in stand_ins(state):
        if effect.stands_in_for is None or in_force(state, effect) is None:
            continue
        card = name_of(state, effect.stands_in_for)
        what = effect.params.get("description")
        found.setdefault(card, []).append(str(what) if what else effect.kind.replace("_", " "))
    return {card: tuple(kinds) for card, kinds in found.items()}


def label_stand_ins(
    entries: Iterable[NotApplied], stand_ins: dict[str, tuple[str, ...]]
) -> tuple[NotApplied, ...]:
    """The hook for a judge's stand-ins: each entry with the stand-ins in force for its card."""
    return tuple(
        NotApplied(e.name, e.zone, e.sentences, stand_ins.get(e.name, ())) for e in entries
    )


# Zones an answer looks at, in the order it lists them.
_ZONES = (Zone.STACK, Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE, Zone.HAND, Zone.COMMAND)


def not_applied(*states: GameState) -> tuple[NotApplied, ...]:
    """Every card in play in any of `states` (an answer's board before and after) whose text
    the engine doesn't apply, once per name and sentence, labelled with the judge's stand-ins in
    force in the last state. A library's cards are never in play."""
    entries: dict[str, NotApplied] = {}
    for state in states:
        for zone in _ZONES:
            for obj in state.zone(zone):
                _add(entries, state, obj)
    if not entries:
        return ()
    return label_stand_ins(entries.values(), stand_ins_for(states[-1]))


def _add(entries: dict[str, NotApplied], state: GameState, obj: GameObject) -> None:
    if obj.phased_out:
        return  # 702.26b: treated as though it doesn't exist
    sentences = object_sentences(state, obj)
    if not sentences:
        return
    name = face_name(state, obj)
    working = tuple(s for s in sentences if works_from(obj.zone, s, name))
    if not working:
        return
    known = entries.get(name)
    if known is None:
        entries[name] = NotApplied(name, obj.zone.value, working)
    else:
        more = tuple(s for s in working if s not in known.sentences)
        entries[name] = NotApplied(name, known.zone, known.sentences + more)


def summary(entries: Iterable[NotApplied]) -> str:
    """The sentence an answer leads with ("" when every card in play is applied)."""
    lines = [e.text() for e in entries]
    return ("Not applied: " + " ".join(lines)) if lines else ""


# Cost text (118) of the card itself that every cast must apply: a mandatory additional cost
# (118.8, 601.2b) or a change of its own cost (601.2f). Text about other spells' or abilities'
# costs ("Spells you cast cost {1} less") is a static ability of the permanent, not a cost of it.
# An alternative cost ("You may ... rather than pay this spell's mana cost", "You may cast this
# spell without paying its mana cost", 118.9b) and an optional additional cost ("As an
# additional cost ..., you may ...", 118.8b) are choices the caster may decline: the engine
# doesn't offer them, and casting for the mana cost without them is what the rules allow, so
# they don't refuse the cast (they stay on the answer's not-applied list).
_COST_TEXT = (
    r"as an additional cost to cast (this spell|{name}), (?!you may)",
    r"^(this spell|{name}) costs? .* (more|less) to cast",
)


def cost_sentences(sentences: Iterable[str], name: str) -> tuple[str, ...]:
    """The sentences that are, or change, the cost every cast of the card `name` pays (118.8,
    601.2f); "~" is already its name."""
    patterns = [re.compile(p.replace("{name}", re.escape(name)), re.I) for p in _COST_TEXT]
    return tuple(s for s in sentences if any(p.search(s) for p in patterns))


def refuse_unpaid_costs(state: GameState, obj: GameObject) -> None:
    """A spell whose own cost text isn't applied is never cast without it (601.2b, 601.2f,
    601.2h): the refusal names the sentence and what a judge can do instead. `obj` is the card
    as it would be on the stack (the face being cast)."""
    name = face_name(state, obj)
    costs = cost_sentences(object_sentences(state, obj), name)
    if not costs:
        return
    quoted = " ".join(f"‘{s}’" for s in costs)
    raise IllegalAction(
        f"{name}{told_apart(state, obj)} can't be cast here: the engine doesn't apply its cost text {quoted}, so "
        "it would skip a cost the rules require. Do it as a judge's action (pay the cost, then "
        "put the spell's result in place) or put a judge's stand-in in force",
        "601.2h",
    )


def unapplied_abilities(state: GameState, obj: GameObject) -> tuple[str, ...]:
    """The object's unapplied sentences that are activated abilities ("[Cost]: [Effect].",
    602.1a; loyalty abilities "[+N]: ...", 606)."""
    return tuple(
        s for s in object_sentences(state, obj) if re.match(r"^(\[[^\]]+\]|[^\"“:]{1,80}):\s", s)
    )


def no_such_ability(
    state: GameState, obj: GameObject, abilities: Sequence[Ability], index: int
) -> IllegalAction:
    """The refusal of activating an ability the object doesn't have as an activated ability it
    applies (602.1): named by its text, never by an index. An ability whose text wasn't
    compiled is one of its unapplied sentences."""
    name = face_name(state, obj) + told_apart(state, obj)
    if 0 <= index < len(abilities):
        kind = "triggered" if isinstance(abilities[index], TriggeredAbility) else "static"
        return IllegalAction(
            f"{name}'s ‘{abilities[index].text}’ is a {kind} ability, not one a player activates",
            "602.1",
        )
    text_only = unapplied_abilities(state, obj)
    if text_only:
        quoted = " or ".join(f"‘{s}’" for s in text_only)
        return IllegalAction(
            f"the engine doesn't apply {name}'s {quoted}, so it can't be activated here: do "
            "what it does as a judge's action or put a judge's stand-in in force",
            "602.1",
        )
    applied = [a.text for a in abilities if isinstance(a, ActivatedAbility)]
    if applied:
        listed = " ".join(f"‘{t}’" for t in applied)
        return IllegalAction(f"{name} has no other activated ability than {listed}", "602.1")
    return IllegalAction(f"{name} has no activated ability", "602.1")


def card_not_applied(state: GameState, obj: GameObject) -> NotApplied | None:
    """All the text of one object's card the engine doesn't apply, wherever it is (a card just
    put on a board: the judge learns at once what answers about it will leave out)."""
    sentences = object_sentences(state, obj)
    if not sentences:
        return None
    name = face_name(state, obj)
    return label_stand_ins((NotApplied(name, obj.zone.value, sentences),), stand_ins_for(state))[0]
