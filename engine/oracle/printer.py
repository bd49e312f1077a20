"""Print any card definition, compiled or hand-written, back as Oracle-style English.

The printer reads only the definition's vocabulary (instruction kinds and parameters, costs,
trigger kinds, effect kinds, keywords, targets), never an ability's stored `text`: a compiled
card is proven by printing its definition and getting its normalized Oracle text back
(engine.oracle.normalize), so a misparse shows as a difference. A definition piece the printer
has no words for raises `Unprintable`.

A card's `Layout` says only how its keywords and abilities share lines (113.2: each line is an
ability; keywords may share one); without one, keywords come first on one line.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from engine.cards.model import (
    Ability,
    ActivatedAbility,
    CardDef,
    Cost,
    Instruction,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from engine.core.state import Params, Zone
from engine.oracle.grammar.costs import (
    activation_condition_words,
    additional_cost_words,
    cost_part_words,
)
from engine.oracle.grammar.keyword_mechanics import mechanic_keyword
from engine.oracle.grammar.trigger_conditions import condition_words
from engine.oracle.grammar.triggered import names_self_as_it, trigger_phrase
from engine.oracle.vocabulary import (
    COLOR_WORDS,
    ENCHANT_PHRASES,
    GROUP_WORDS,
    PLAYER_WORDS,
    TARGET_PHRASES,
    number_word,
)
from engine.rules.activation import TIMINGS

# A line of a card: its parts in order, each "kw" (the next keyword), "enchant" (the Enchant
# keyword with its quality) or "ability" (the next ability; several on one line print as one).
Line = tuple[str, ...]
Layout = tuple[Line, ...]
# Between the faces' lines in the layout of a multi-face card (engine.oracle.faces).
FACE_BREAK: Line = ("//",)
FACE_SEPARATOR = "\n//\n"

# Abilities of a creature itself that restrict combat (engine.rules.combat.restrictions).
SELF_RESTRICTIONS = frozenset(
    {
        "can't block",
        "can't be blocked",
        "can block only creatures with flying",
        "can block an additional creature each combat",
    }
)

_PLURAL_GROUPS = frozenset({"your_creatures", "opponents_creatures", "all_creatures"})


class Unprintable(Exception):
    """The definition uses vocabulary the printer has no Oracle words for."""


# --- the card ----------------------------------------------------------------------------------


def default_layout(card: CardDef) -> Layout:
    keywords: list[str] = ["enchant" if k.lower() == "enchant" else "kw" for k in card.keywords]
    lines: list[Line] = [tuple(keywords)] if keywords else []
    abilities = list(card.abilities)
    i = 0
    while i < len(abilities):
        size = 2 if i + 1 < len(abilities) and _merges(abilities[i], abilities[i + 1]) else 1
        lines.append(("ability",) * size)
        i += size
    return tuple(lines)


def print_card(card: CardDef, layout: Layout | None = None) -> str:
    """The card's rules text, one line per ability, as normalized Oracle text ("~" for its
    name). A multi-face card prints each face (its own name as "~"), "//" between them."""
    if card.faces:
        parts: list[list[Line]] = [[]]
        for line in layout or ():
            if line == FACE_BREAK:
                parts.append([])
            else:
                parts[-1].append(line)
        layouts = [tuple(p) for p in parts] if layout is not None else [None] * len(card.faces)
        if len(layouts) != len(card.faces):
            raise Unprintable("a layout for each face")
        return FACE_SEPARATOR.join(
            print_card(face, part) for face, part in zip(card.faces, layouts, strict=True)
        )
    return "\n".join(print_lines(card, layout))


def print_lines(card: CardDef, layout: Layout | None = None) -> list[str]:
    keywords = iter(card.keywords)
    abilities = iter(card.abilities)
    spell = _SpellLines()
    out: list[str] = []
    for shape in layout if layout is not None else default_layout(card):
        # An ability word (207.2c) heads its line: "Landfall — Whenever ..."
        word = shape[0].removeprefix("word:") if shape and shape[0].startswith("word:") else ""
        text = _print_line(card, shape[1:] if word else shape, keywords, abilities, spell)
        out.append(f"{word} — {text}" if word else text)
    return out


class _SpellLines:
    """An instant's or sorcery's one spell ability printed over several lines (113.3a)."""

    def __init__(self) -> None:
        self.spell: SpellAbility | None = None
        self.mentions = _Mentions(())
        self.cursor = 0


def _print_line(
    card: CardDef,
    line: Line,
    keywords: Iterator[str],
    abilities: Iterator[Ability],
    spell: _SpellLines,
) -> str:
    if line == ("additional_cost",):
        # An instant's or sorcery's additional cost (118.8), the first line of its spell ability.
        ability = next(abilities)
        if not isinstance(ability, SpellAbility) or ability.additional_cost is None:
            raise Unprintable("an additional cost")
        spell.spell, spell.mentions = ability, _Mentions(ability.targets)
        try:
            return additional_cost_words(ability.additional_cost)
        except ValueError as error:
            raise Unprintable(str(error)) from error
    if len(line) == 1 and line[0].startswith("effects:"):
        # One line of a spell ability spread over several lines (113.3a).
        if spell.spell is None:
            ability = next(abilities)
            if not isinstance(ability, SpellAbility) or ability.modes:
                raise Unprintable("spell lines")
            spell.spell, spell.mentions = ability, _Mentions(ability.targets)
        count = int(line[0].split(":", 1)[1])
        effects = spell.spell.effects[spell.cursor : spell.cursor + count]
        spell.cursor += count
        return _sentences(effects, spell.mentions)
    if all(part == "ability" for part in line):
        return print_abilities(card, [next(abilities) for _ in line])
    words: list[str] = []
    for part in line:
        if part == "kw":
            words.append(next(keywords))
        elif part == "enchant":
            next(keywords)
            words.append(f"Enchant {_enchant(card.enchant)}")
        else:
            words.append(_keyword_ability(next(abilities)))
    return _capitalize(", ".join(_uncap(w) for w in words))


def _enchant(requirement: str | None) -> str:
    if requirement not in ENCHANT_PHRASES:
        raise Unprintable(f"enchant {requirement}")
    return ENCHANT_PHRASES[requirement]


def _keyword_ability(ability: Ability) -> str:
    if isinstance(ability, ActivatedAbility) and ability.keyword in ("Equip", "Cycling"):
        return f"{ability.keyword} {ability.cost.mana}"
    if (
        isinstance(ability, StaticAbility)
        and ability.effect == "protection"
        and set(ability.params) == {"protected", "from"}
        and ability.params["protected"] == "self"
    ):
        return f"Protection from {ability.params['from']}"
    mechanic = mechanic_keyword(ability)  # bushido N (engine.oracle.grammar.keyword_mechanics)
    if mechanic is not None:
        return mechanic
    raise Unprintable("a keyword ability")


def _uncap(word: str) -> str:
    return word[:1].lower() + word[1:]


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


# --- abilities -------------------------------------------------------------------------------


def print_abilities(card: CardDef, abilities: Sequence[Ability]) -> str:
    if len(abilities) == 2 and _merges(abilities[0], abilities[1]):
        first, second = abilities
        assert isinstance(first, StaticAbility) and isinstance(second, StaticAbility)
        subject, verb, plural = _static_subject(first.params)
        have = "have" if plural else "has"
        return _capitalize(
            f"{subject} {verb} {_pt(first.params)} and {have} {_keywords(second.params)}."
        )
    if len(abilities) != 1:
        raise Unprintable("abilities sharing a line")
    return print_ability(card, abilities[0])


def print_ability(card: CardDef, ability: Ability) -> str:
    mechanic = mechanic_keyword(ability)  # bushido N (engine.oracle.grammar.keyword_mechanics)
    if mechanic is not None:
        return mechanic
    if isinstance(ability, ActivatedAbility):
        if ability.keyword in ("Equip", "Cycling"):
            return _keyword_ability(ability)
        named = ability.cost.sacrifice_self or ability.cost.exile_self or ability.cost.discard_self
        cost = _cost(ability.cost, ability.zone)
        text = f"{cost}: {print_effects(ability.effects, ability.targets, named)}"
        return text + _restrictions(ability)
    if isinstance(ability, TriggeredAbility):
        if ability.keyword:
            raise Unprintable("a keyword's triggered ability")
        phrase = _trigger(card, ability)
        body = print_effects(ability.effects, ability.targets, names_self_as_it(phrase))
        if ability.optional:
            body = "you may " + _uncap(body)
        return _capitalize(f"{phrase}, {_uncap(body) if body[:1] != '~' else body}")
    if isinstance(ability, SpellAbility):
        if ability.modes:
            modes = "\n".join(f"• {print_effects(m.effects, m.targets)}" for m in ability.modes)
            return f"Choose one —\n{modes}"
        if ability.ascend or ability.additional_cost is not None:
            raise Unprintable("ascend or an additional cost")
        return print_effects(ability.effects, ability.targets)
    if isinstance(ability, StaticAbility) and ability.effect == "protection":
        return _keyword_ability(ability)
    return _static(ability)


def _restrictions(ability: ActivatedAbility) -> str:
    """602.1b: the activation instructions, after the effect, joined as Oracle joins them
    ("Activate only as a sorcery and only once each turn.")."""
    parts: list[str] = []
    if ability.timing:
        if ability.timing not in TIMINGS:
            raise Unprintable(f"timing {ability.timing}")
        parts.append(TIMINGS[ability.timing])
    if ability.only_if:
        try:
            parts.append(f"if {activation_condition_words(ability.only_if)}")
        except ValueError as error:
            raise Unprintable(str(error)) from error
    if ability.sorcery_speed:
        parts.append("as a sorcery")
    if ability.once_each_turn:
        parts.append("once each turn")
    text = f" Activate only {' and only '.join(parts)}." if parts else ""
    if ability.max_each_turn:
        if parts or ability.max_each_turn < 2:
            raise Unprintable("a limit with other restrictions")
        times = (
            "twice" if ability.max_each_turn == 2 else f"{number_word(ability.max_each_turn)} times"
        )
        text = f" Activate no more than {times} each turn."
    return text


def _trigger(card: CardDef, ability: TriggeredAbility) -> str:
    """The trigger event's words (engine.oracle.grammar.triggered), with an intervening "if"
    clause after it (603.4)."""
    phrase = trigger_phrase(card, ability)
    if phrase is None:
        raise Unprintable(f"trigger {ability.trigger}")
    if ability.intervening_if:
        words = condition_words(ability.intervening_if)
        if words is None:
            raise Unprintable(f"condition {ability.intervening_if}")
        phrase = f"{phrase}, if {words}"
    return phrase


def _cost(cost: Cost, zone: Zone = Zone.BATTLEFIELD) -> str:
    if cost.loyalty is not None or cost.x_colors:
        raise Unprintable("cost")
    parts: list[str] = []
    if cost.mana:
        parts.append(cost.mana)
    if cost.tap:
        parts.append("{T}")
    if cost.untap:
        parts.append("{Q}")
    if cost.life:
        parts.append(f"Pay {cost.life} life")
    try:
        parts += cost_part_words(cost)  # engine.oracle.grammar.costs
    except ValueError as error:
        raise Unprintable(f"cost {error}") from error
    if cost.exile_self:
        parts.append("Exile ~ from your graveyard" if zone is Zone.GRAVEYARD else "Exile ~")
    if cost.sacrifice_self:
        parts.append("Sacrifice ~")
    if cost.discard_self:
        parts.append("Discard ~")
    if not parts:
        raise Unprintable("an empty cost")
    return ", ".join(parts)


# --- static abilities ------------------------------------------------------------------------


def _merges(first: Ability, second: Ability) -> bool:
    """ "Enchanted creature gets +2/+2 and has haste." is two static abilities of one line."""
    if not (isinstance(first, StaticAbility) and isinstance(second, StaticAbility)):
        return False
    if first.effect != "modify_power_toughness" or second.effect != "gain_keywords":
        return False
    scope = {k: v for k, v in first.params.items() if k not in ("power", "toughness")}
    return scope == {k: v for k, v in second.params.items() if k != "keywords"}


def _unless(unless: Any) -> str:
    if not isinstance(unless, Params) or len(unless) != 1:
        raise Unprintable("unless")
    ((key, value),) = unless.items()
    if key == "other_lands_at_most":
        return f"{number_word(int(value))} or fewer other lands"
    if key == "other_lands_at_least":
        return f"{number_word(int(value))} or more other lands"
    if key == "you_control" and 1 <= len(value) <= 2:
        return " or ".join(f"{'an' if t[0] in 'AEIOU' else 'a'} {t}" for t in value)
    raise Unprintable("unless")


def _static_subject(params: Params) -> tuple[str, str, bool]:
    objects = params.get("objects")
    if objects is not None:
        if objects == ("enchanted",):
            return "enchanted creature", "gets", False
        if objects == ("equipped",):
            return "equipped creature", "gets", False
        raise Unprintable("static objects")
    if params.get("creatures") == "all" and not params.get("other"):
        subtype = f"{params['subtype']} " if params.get("subtype") else ""
        return f"all {subtype}creatures", "get", True
    if params.get("creatures") != "yours" or set(params) - {
        "creatures",
        "other",
        "subtype",
        "power",
        "toughness",
        "keywords",
    }:
        raise Unprintable("static scope")
    words = ["creatures you control"]
    if params.get("subtype"):
        words.insert(0, str(params["subtype"]))
    if params.get("other"):
        words.insert(0, "other")
    return " ".join(words), "get", True


def _static(ability: StaticAbility) -> str:
    params = ability.params
    if ability.effect == "enters_tapped" and not params:
        return "~ enters tapped."
    if ability.effect == "enters_tapped" and set(params) == {"unless"}:
        return f"~ enters tapped unless you control {_unless(params['unless'])}."
    if ability.effect == "enters_tapped_unless_pays_life" and set(params) == {"life"}:
        return f"As ~ enters, you may pay {params['life']} life. If you don't, it enters tapped."
    if ability.effect == "cant_be_countered" and params == Params({"object": "self"}):
        return "~ can't be countered."
    if ability.effect == "enters_with_counters" and set(params) == {"kind", "count"}:
        return f"~ enters with {_counters(params)} on it."
    if ability.effect == "modify_power_toughness" and {"power", "toughness"} <= set(params):
        subject, verb, _ = _static_subject(params)
        return _capitalize(f"{subject} {verb} {_pt(params)}.")
    if (
        ability.effect == "gain_keywords"
        and params.get("objects") == ("self",)
        and set(params) == {"objects", "keywords"}
        and len(params["keywords"]) == 1
        and params["keywords"][0] in SELF_RESTRICTIONS
    ):
        return f"~ {params['keywords'][0]}."
    if ability.effect == "gain_keywords":
        subject, _, plural = _static_subject(params)
        return _capitalize(f"{subject} {'have' if plural else 'has'} {_keywords(params)}.")
    raise Unprintable(f"static {ability.effect}")


# --- effects -----------------------------------------------------------------------------------


class _Mentions:
    """Targets are named in full the first time ("target creature"), then "it"."""

    def __init__(self, targets: tuple[str, ...], self_is_it: bool = False) -> None:
        self.targets = targets
        self.seen: set[int] = set()
        # Once a trigger event or a sacrifice cost has named the object, the effect calls it
        # "it" until a target is named.
        self.self_is_it = self_is_it

    def subject(self, value: Any) -> str:
        if value == "self" and self.self_is_it and not self.seen:
            return "it"
        if isinstance(value, int) and value in self.seen and value == max(self.seen):
            return "it"
        return self.ref(value)

    def ref(self, value: Any) -> str:
        if isinstance(value, int):
            if value >= len(self.targets) or self.targets[value] not in TARGET_PHRASES:
                raise Unprintable(f"target {value}")
            if value in self.seen:
                return "it"
            self.seen.add(value)
            return TARGET_PHRASES[self.targets[value]]
        if isinstance(value, tuple) and len(value) == 2:
            return f"{self.ref(value[0])} and {self.ref(value[1])}"
        words = {
            "self": "~",
            "you": "you",
            "enchanted": "enchanted creature",
            "equipped": "equipped creature",
            "bound:player": "that player",  # the player a trigger event names
            **PLAYER_WORDS,
            **GROUP_WORDS,
        }
        if not isinstance(value, str) or value not in words:
            raise Unprintable(f"reference {value!r}")
        return words[value]


def print_effects(
    effects: tuple[Instruction, ...], targets: tuple[str, ...], self_is_it: bool = False
) -> str:
    return _sentences(effects, _Mentions(targets, self_is_it))


def _sentences(effects: tuple[Instruction, ...], mentions: _Mentions) -> str:
    sentences: list[str] = []
    i = 0
    while i < len(effects):
        current = effects[i]
        after = effects[i + 1] if i + 1 < len(effects) else None
        if after is not None and _pump_and_grant(current, after):
            sentences.append(_pump_grant(current, after, mentions))
            i += 2
            continue
        clause = _clause(current, mentions)
        if (
            after is not None
            and (current.kind, after.kind) == ("deal_damage", "gain_life")
            and set(after.params) == {"amount"}
        ):
            clause += " and " + _clause(after, mentions)
            i += 1
        elif after is not None and (current.kind, after.kind) in _THEN:
            clause += ", then " + _clause(after, mentions)
            i += 1
        sentences.append(clause)
        i += 1
    if not sentences:
        raise Unprintable("no effect")
    return " ".join(_capitalize(s) + "." for s in sentences)


# Instructions Oracle joins with ", then" in one sentence ("Draw a card, then discard a card.",
# "Scry 2, then draw a card.").
_THEN = frozenset({("draw", "discard"), ("scry", "draw")})


def _pump_and_grant(first: Instruction, second: Instruction) -> bool:
    return (
        first.kind == "modify_pt"
        and second.kind == "grant_keywords"
        and first.params.get("to") == second.params.get("to")
        and set(first.params) == {"to", "power", "toughness"}
        and set(second.params) == {"to", "keywords"}
    )


def _pump_grant(first: Instruction, second: Instruction, mentions: _Mentions) -> str:
    to = first.params.get("to")
    subject = mentions.subject(to)
    plural = to in _PLURAL_GROUPS
    gets, gains = ("get", "gain") if plural else ("gets", "gains")
    return (
        f"{subject} {gets} {_pt(first.params)} and {gains} {_keywords(second.params)} "
        "until end of turn"
    )


def _amount(value: Any) -> str:
    if value == "x":
        return "X"
    if value == "bound:damage_amount":
        return "that much"  # the damage a trigger event dealt (120.3)
    if isinstance(value, int):
        return str(value)
    raise Unprintable(f"amount {value!r}")


def _cards(count: Any) -> str:
    if count == 1:
        return "a card"
    if isinstance(count, int) and count > 1:
        return f"{number_word(count)} cards"
    raise Unprintable(f"card count {count!r}")


def _signed(value: Any, other: Any) -> str:
    if value == "x":
        return "+X"
    if isinstance(value, int):
        if value == 0 and isinstance(other, int) and other < 0:
            return "-0"  # Oracle writes "-2/-0": a zero takes the other half's sign
        return f"+{value}" if value >= 0 else str(value)
    raise Unprintable(f"bonus {value!r}")


def _pt(params: Params) -> str:
    power, toughness = params.get("power", 0), params.get("toughness", 0)
    return f"{_signed(power, toughness)}/{_signed(toughness, power)}"


def _keywords(params: Params) -> str:
    found = [str(k).lower() for k in params.get("keywords", ())]
    if len(found) == 1:
        return found[0]
    if len(found) == 2:
        return f"{found[0]} and {found[1]}"
    raise Unprintable("keywords")


def _counters(params: Params) -> str:
    kind, count = str(params.get("kind", "+1/+1")), params.get("count", 1)
    if count == 1:
        return f"a {kind} counter"
    if isinstance(count, int) and count > 1:
        return f"{number_word(count)} {kind} counters"
    raise Unprintable("counters")


def _only(step: Instruction, *allowed: str) -> None:
    extra = set(step.params) - set(allowed)
    if extra:
        raise Unprintable(f"{step.kind} with {sorted(extra)}")


def _verb(subject_ref: Any, base: str, third: str) -> str:
    return base if subject_ref == "you" else third


def _clause(step: Instruction, m: _Mentions) -> str:
    p = step.params
    kind = step.kind
    if kind in ("draw", "discard"):
        _only(step, "player", "count")
        if "player" not in p:
            return f"{kind} {_cards(p.get('count', 1))}"
        return f"{m.ref(p['player'])} {kind}s {_cards(p.get('count', 1))}"
    if kind == "mill":
        _only(step, "player", "count")
        if p.get("player", "you") == "you":
            return f"mill {_cards(p.get('count', 1))}"
        return f"{m.ref(p['player'])} mills {_cards(p.get('count', 1))}"
    if kind in ("gain_life", "lose_life"):
        _only(step, "player", "amount")
        who = p.get("player", "you")
        base = "gain" if kind == "gain_life" else "lose"
        verb = _verb(who, base, base + "s")
        return f"{m.ref(who)} {verb} {_amount(p.get('amount', 0))} life"
    if kind == "deal_damage":
        _only(step, "amount", "to")
        source = m.subject("self")
        return f"{source} deals {_amount(p.get('amount', 0))} damage to {m.ref(p.get('to', 0))}"
    simple = {
        "destroy": "destroy",
        "exile": "exile",
        "tap": "tap",
        "untap": "untap",
        "regenerate": "regenerate",
        "counter": "counter",
    }
    if kind in simple:
        _only(step, "to")
        return f"{simple[kind]} {m.ref(p.get('to', 0))}"
    if kind == "return_to_hand" and p.get("from") == "graveyard":
        _only(step, "to", "from")
        if p.get("to") != "self":
            raise Unprintable("a return from a graveyard")
        return "return ~ from your graveyard to your hand"
    if kind == "return_to_hand":
        _only(step, "to")
        return f"return {m.ref(p.get('to', 0))} to its owner's hand"
    if kind == "sacrifice_self":
        _only(step)
        return f"sacrifice {m.subject('self')}"  # "it" once a trigger event has named it
    if kind == "cant_be_regenerated":
        _only(step, "to")
        if p.get("to") == "all_creatures":
            return "they can't be regenerated"
        if not isinstance(p.get("to"), int) or p.get("to") not in m.seen:
            raise Unprintable("can't be regenerated")
        return "it can't be regenerated"
    if kind == "modify_pt":
        _only(step, "to", "power", "toughness")
        to = p.get("to", 0)
        verb = "get" if to in _PLURAL_GROUPS else "gets"
        return f"{m.subject(to)} {verb} {_pt(p)} until end of turn"
    if kind == "grant_keywords":
        _only(step, "to", "keywords")
        to = p.get("to", 0)
        verb = "gain" if to in _PLURAL_GROUPS else "gains"
        return f"{m.subject(to)} {verb} {_keywords(p)} until end of turn"
    if kind == "add_mana":
        return _add_mana(step)
    if kind == "put_counters":
        _only(step, "to", "kind", "count")
        return f"put {_counters(p)} on {m.ref(p.get('to', 'self'))}"
    if kind == "counter_unless_pays":
        _only(step, "to", "cost")
        return f"counter {m.ref(p.get('to', 0))} unless its controller pays {p.get('cost')}"
    if kind == "create_effect":
        return _created_effect(step, m)
    if kind == "create_delayed_trigger":
        _only(step, "step", "effects")
        stored = p.get("effects", ())
        if p.get("step") != "upkeep" or len(stored) != 1:
            raise Unprintable("a delayed trigger")
        inner = Instruction(str(stored[0]["kind"]), stored[0].get("params", Params()))
        return f"{_clause(inner, m)} at the beginning of the next turn's upkeep"
    if kind == "scry":
        _only(step, "count")
        return f"scry {_amount(p.get('count', 1))}"
    if kind == "create_tokens":
        _only(step, "token", "count")
        return _create_tokens(p)
    if kind in ("transform_self", "flip_self"):  # 701.27a, 710.2 (engine.oracle.grammar.faces)
        _only(step)
        return f"{kind.removesuffix('_self')} {m.subject('self')}"
    raise Unprintable(f"instruction {kind}")


def _created_effect(step: Instruction, m: _Mentions) -> str:
    p = step.params
    _only(step, "kind", "params", "duration")
    inner = p.get("params", Params())
    if (
        p.get("kind") == "prevent_next_damage"
        and p.get("duration") == "end_of_turn"
        and set(inner) == {"recipient", "amount"}
    ):
        recipient = inner["recipient"]
        if isinstance(recipient, str) and recipient.startswith("target:"):
            recipient = int(recipient.split(":", 1)[1])
        return (
            f"prevent the next {_amount(inner['amount'])} damage that would be dealt to "
            f"{m.ref(recipient)} this turn"
        )
    if (
        p.get("kind") == "prevent_all_damage"
        and p.get("duration") == "end_of_turn"
        and inner == Params({"to": "any", "combat_only": True})
    ):
        return "prevent all combat damage that would be dealt this turn"
    raise Unprintable(f"effect {p.get('kind')}")


# Oracle's order for the colors of a mana symbol group (as in mana costs): the shortest way
# round the color wheel W-U-B-R-G.
_COLOR_GROUPS = {
    frozenset(group): group
    for group in (
        "WU",
        "UB",
        "BR",
        "RG",
        "GW",
        "WB",
        "UR",
        "BG",
        "RW",
        "GU",
        "WUB",
        "UBR",
        "BRG",
        "RGW",
        "GWU",
        "WBG",
        "URW",
        "BGU",
        "RWB",
        "GUR",
    )
}


def mana_order(symbols: Sequence[str]) -> list[str]:
    colored = [s for s in symbols if s in "WUBRG"]
    group = _COLOR_GROUPS.get(frozenset(colored))
    order = group if group is not None and len(group) == len(set(colored)) else "WUBRG"
    rank = {c: i for i, c in enumerate(order)}
    return sorted(symbols, key=lambda s: rank.get(s, -1))  # colorless first: "{C}{G}"


def _add_mana(step: Instruction) -> str:
    p = step.params
    _only(step, "mana", "choose_from")
    if "mana" in p:
        mana = p["mana"]
        return "add " + "".join(f"{{{k}}}" * int(mana[k]) for k in mana_order(list(mana)))
    spec = p.get("choose_from")
    if spec == "any_color":
        return "add one mana of any color"
    if isinstance(spec, tuple) and len(spec) == 2:
        return f"add {{{spec[0]}}} or {{{spec[1]}}}"
    if isinstance(spec, tuple) and len(spec) == 3:
        return f"add {{{spec[0]}}}, {{{spec[1]}}}, or {{{spec[2]}}}"
    raise Unprintable("mana")


def _create_tokens(p: Params) -> str:
    token = p["token"]
    count = p.get("count", 1)
    if set(token) != {"name", "types", "subtypes", "power", "toughness", "colors", "keywords"}:
        raise Unprintable("token")
    if tuple(token["types"]) != ("Creature",) or token["name"] != " ".join(token["subtypes"]):
        raise Unprintable("token")
    colors = [COLOR_WORDS[c] for c in token["colors"]]
    if len(colors) > 2:
        raise Unprintable("token colors")
    color_text = " and ".join(colors) if colors else "colorless"
    if not isinstance(count, int) or count < 1:
        raise Unprintable("token count")
    head = "a" if count == 1 else number_word(count)
    noun = "token" if count == 1 else "tokens"
    text = (
        f"create {head} {token['power']}/{token['toughness']} {color_text} "
        f"{' '.join(token['subtypes'])} creature {noun}"
    )
    if token["keywords"]:
        text += " with " + _keywords(Params({"keywords": tuple(token["keywords"])}))
    return text
