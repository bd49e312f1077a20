"""Compile a card's Oracle text, name and type line into a card definition (engine.cards.model).

Each line of the normalized text (engine.oracle.normalize) is parsed by the grammar
(engine.oracle.grammar) from the start symbols its card allows; a line the grammar does not
consume completely, or whose definition does not print back as the same line
(engine.oracle.printer), is not applied: it stays in the definition's `oracle_text`, so
engine.game.automation reports it and the builder and the log name it.

Labels: "automated" (every line applied and the whole card prints back its normalized text),
"partially automated" (some abilities applied, the rest named), "keywords only" (only keyword
lines applied), "text only" (nothing applied).
"""

from __future__ import annotations

import contextvars
import functools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

from engine.cards.model import (
    Ability,
    CardDef,
    Cost,
    Instruction,
    Mode,
    SpellAbility,
    TriggeredAbility,
)
from engine.core.card_types import CARD_TYPES, NONTRADITIONAL_TYPES, SUPERTYPES
from engine.core.errors import InvalidDocument
from engine.core.state import Params, Zone
from engine.mechanics.class_levels import BAR, level_bar
from engine.mechanics.class_levels import KIND as CLASS_LEVEL
from engine.mechanics.splice import splice_problem
from engine.oracle.backup_grants import LineMark, backups_filled, backups_refused
from engine.oracle.conditional_abilities import GRANTING_WORDS, held_part, held_while
from engine.oracle.faces import (
    combined,
    compiles_by_face,
    face_layout,
    face_record,
    faces_text,
    unmodelled_layout,
)
from engine.oracle.grammar import NotUnderstood, parse_line
from engine.oracle.grammar.cast_keywords import CAST_KEYWORDS, LISTED_KEYWORDS, cast_part
from engine.oracle.grammar.cast_keywords import HEADS as CAST_KEYWORD_HEADS
from engine.oracle.grammar.cleaved import CLEAVE_PART, cleaved_text, has_brackets, unbracketed
from engine.oracle.grammar.companion import COMPANION_PART, COMPANION_WORD, is_deck_condition
from engine.oracle.grammar.conditional_alternative_costs import HEADS as COST_KEYWORD_HEADS
from engine.oracle.grammar.craft import HEADS as CRAFT_HEADS
from engine.oracle.grammar.defined_pt import defines
from engine.oracle.grammar.granted import naming_the_granter
from engine.oracle.grammar.graveyard_returns import returns_an_aura_itself
from engine.oracle.grammar.instead_clauses import replaced_spell
from engine.oracle.grammar.keyword_mechanics import HEADS as MECHANIC_HEADS
from engine.oracle.grammar.keywords import SEPARATOR as KEYWORD_SEPARATOR
from engine.oracle.grammar.overloaded import each_text
from engine.oracle.grammar.typecycling import HEADS as TYPECYCLING_HEADS
from engine.oracle.keyword_rules import rule_of
from engine.oracle.levelers import LEVEL_PART, REASON, split_striations, symbol_abilities
from engine.oracle.lowering import activated_ability, modal_spell_ability, spell_ability, step
from engine.oracle.lowering import mode as make_mode
from engine.oracle.normalize import (
    has_self_words,
    in_wording,
    line_wordings,
    normalized_lines,
    self_names,
)
from engine.oracle.printer import (
    CLASS_BAR_PART,
    FACE_SEPARATOR,
    Layout,
    Line,
    Unprintable,
    print_card,
    print_lines,
)
from engine.oracle.stations import REASON as STATION_REASON
from engine.oracle.stations import STATION_PART, split_stations
from engine.oracle.stations import symbol_abilities as station_abilities
from engine.oracle.vocabulary import ABILITY_WORDS, SIMPLE_KEYWORDS
from engine.rules.faces import SPLIT
from engine.vocabulary.words import up_to_word, x_word

AUTOMATED = "automated"
PARTIALLY_AUTOMATED = "partially automated"
KEYWORDS_ONLY = "keywords only"
TEXT_ONLY = "text only"
LABELS = (AUTOMATED, PARTIALLY_AUTOMATED, KEYWORDS_ONLY, TEXT_ONLY)
# The reason of a modal ability's header and other bullets when one bullet isn't read (700.2):
# none of its modes is applied, though the header and those bullets are read.
WAITS_ON_A_MODE = "another mode of this ability is not understood"

# Layouts with one face and one set of characteristics; cards of the multi-face layouts the
# engine models are compiled face by face (engine.oracle.faces), the others are text only.
# A Saga (714) is one face; its chapter lines are triggered abilities (engine.oracle.grammar.chapters).
# A prototype card (718) is one face; its prototype line is a cast keyword (CardDef.prototype).
SINGLE_FACE_LAYOUTS = frozenset({"normal", "saga", "prototype", "case", "scheme"})

# 314.7: "this scheme" in a scheme's text (engine.mechanics.schemes).
THIS_SCHEME = re.compile(r"\b[Tt]his scheme\b")


def scheme_lines_refused(lines: tuple[str, ...]) -> dict[str, str]:
    """904.8: a face-up scheme's abilities function from the command zone. The engine applies
    its triggered abilities there (engine.mechanics.schemes); its static and activated abilities
    it doesn't, so those lines are left unapplied."""
    return {
        line: "a scheme's static or activated ability in the command zone (904.8)"
        for line in lines
        if not line.startswith(("When ", "Whenever ", "At ", "\u2022"))
    }


ADDITIONAL_COST = "As an additional cost to cast ~, "
ALTERNATIVE_RATHER = "rather than pay ~'s mana cost"
TO_SOLVE = "To solve — "  # 719.3a (engine.oracle.grammar.cases)
CHAPTER_HEAD = re.compile(r"[ivx]+")  # a chapter symbol's Roman numeral (714.2a)
CHAPTER_SYMBOLS = re.compile(r"[IVX]+(?:, [IVX]+)+")  # several chapter symbols (714.2c)


@dataclass(frozen=True)
class LineStatus:
    """One line of the card's normalized text and whether the definition applies it."""

    text: str
    applied: bool
    reason: str = ""


@dataclass(frozen=True)
class CompiledCard:
    definition: CardDef
    label: str
    lines: tuple[LineStatus, ...]
    layout: Layout = ()
    normalized: str = ""
    printed: str = ""
    # The printed text in the record's own wording (engine.oracle.normalize.in_wording): an
    # automated card's is its record's text, reminder text left out and "~" for itself.
    printed_own: str = ""

    @property
    def not_applied(self) -> tuple[str, ...]:
        return tuple(line.text for line in self.lines if not line.applied)

    @property
    def blocking(self) -> tuple[str, ...]:
        """The unapplied lines the grammar doesn't read or apply themselves: a modal header
        and the bullets waiting on another bullet of their ability (WAITS_ON_A_MODE) are left
        out, so a report names the mode that keeps the card from being automated."""
        return tuple(
            line.text for line in self.lines if not line.applied and line.reason != WAITS_ON_A_MODE
        )


@dataclass
class _Builder:
    keywords: list[str] = field(default_factory=list)
    abilities: list[Ability] = field(default_factory=list)
    layout: list[Line] = field(default_factory=list)
    enchant: str | None = None
    keyword_lines: int = 0
    # Definition fields set by keywords that change how the spell is cast (flashback, kicker:
    # engine.oracle.grammar.cast_keywords).
    casting: dict[str, Any] = field(default_factory=dict)

    def trial(self) -> _Builder:
        """A copy to try a line on: kept only if the line applies."""
        return _Builder(
            list(self.keywords),
            list(self.abilities),
            list(self.layout),
            self.enchant,
            self.keyword_lines,
            dict(self.casting),
        )


def _int_stat(value: Any) -> int | None:
    text = str(value) if value is not None else ""
    return int(text) if text.lstrip("-").isdigit() else None


def characteristics(record: Mapping[str, Any]) -> CardDef:
    """The card's characteristics from a Scryfall-shaped record, with no abilities yet."""
    type_line = str(record.get("type_line") or "")
    words, _, subtypes = type_line.partition("—")
    return CardDef(
        name=str(record["name"]),
        types=tuple(w for w in words.split() if w in CARD_TYPES or w in NONTRADITIONAL_TYPES),
        mana_cost=str(record.get("mana_cost") or ""),
        subtypes=tuple(subtypes.split()),
        supertypes=tuple(w for w in words.split() if w in SUPERTYPES),
        power=_int_stat(record.get("power")),
        toughness=_int_stat(record.get("toughness")),
        loyalty=_int_stat(record.get("loyalty")),
        defense=_int_stat(record.get("defense")),
        colors=tuple(c for c in "WUBRG" if c in (record.get("colors") or ())),
    )


def _stats_unknown(record: Mapping[str, Any], abilities: Sequence[Ability] = ()) -> list[str]:
    """Printed stats the engine can't hold as numbers ("*", "1+*": 208.2a needs an ability),
    unless a characteristic-defining ability of the card defines them (604.3)."""
    return [
        f"{stat} {record[stat]}"
        for stat in ("power", "toughness", "loyalty")
        if record.get(stat) not in (None, "")
        and _int_stat(record.get(stat)) is None
        and not defines(abilities, stat, str(record[stat]))
    ]


# 'Equipped creature has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage ..."': in
# the quoted ability the card's name is the card granting it (the source of the damage, the
# permanent sacrificed), not the object that has the ability, which is what "~" of a granted
# ability means to the engine (engine.rules.granted_abilities); normalized, both read "~". Such
# a line is applied only when every "~" in its quotation marks is the card's name (no "this
# creature" beside it) and the ability is one whose "~" the engine can mean the granter by
# (engine.oracle.grammar.granted.naming_the_granter); otherwise it is refused with this reason.
GRANTED_NAMING_GRANTER = "a granted ability naming the card that grants it"


def granted_naming_the_granter(text: str, name: str) -> dict[str, bool]:
    """The normalized lines that give another object a quoted ability naming this card, each
    with whether the quoted text names the card only by its name (no "this creature", whose
    "~" would be the object that has the ability)."""
    found: dict[str, bool] = {}
    for raw in text.split("\n"):
        before, quote, quoted = raw.partition('"')
        if not quote or any(own in before for own in self_names(name)):
            continue
        if any(own in quoted for own in self_names(name)):
            for line in normalized_lines(raw, name):
                found[line] = not has_self_words(quoted)
    return found


def _naming_the_granter(
    base: CardDef, line: str, is_spell: bool, built: _Builder, by_name_only: bool
) -> LineStatus:
    """A line granting a quoted ability that names this card: applied with the ability's "~"
    meaning the granting object (ActivatedAbility.names_granter), or refused."""
    refused = LineStatus(line, False, GRANTED_NAMING_GRANTER)
    if not by_name_only:
        return refused
    trial = built.trial()
    status = _line(base, line, is_spell, trial)
    if not status.applied:
        return refused
    added = naming_the_granter(trial.abilities[len(built.abilities) :], base.name)
    if added is None:
        return refused
    built.keywords[:] = trial.keywords
    built.abilities[:] = [*built.abilities, *added]
    built.layout[:] = trial.layout
    built.enchant = trial.enchant
    built.keyword_lines = trial.keyword_lines
    built.casting = trial.casting
    return status


def compile_record(record: Mapping[str, Any]) -> CompiledCard:
    """Compile one card-database record (Scryfall-shaped: name, type_line, oracle_text, ...)."""
    listed = _LISTED.set(frozenset(str(k).lower() for k in record.get("keywords") or ()))
    try:
        return _compile_record(record)
    finally:
        _LISTED.reset(listed)


# The words the record's `keywords` lists (keyword abilities, keyword actions, ability words):
# none of them is a flavor word.
_LISTED: contextvars.ContextVar[frozenset[str]] = contextvars.ContextVar(
    "listed_keywords", default=frozenset()
)
# 207.2d: a flavor word is a capitalized name of a few words, no symbol or number; words that
# head a line with rules meaning though the CR lists them as no keyword are left out: a Case's
# "To solve" / "Solved" (719.3), and "Power-up", whose rules the card file doesn't make clear.
_FLAVOR_WORD = re.compile(r"[A-Z][A-Za-z'’!?,.&-]*(?: [A-Za-z'’!?,.&-]+){0,6}")
_NOT_FLAVOR_WORDS = frozenset({"to solve", "solved", "power-up"})


def is_flavor_word(word: str, listed: frozenset[str]) -> bool:
    """Whether a line's heading before " — " is a flavor word (207.2d): no keyword of the CR
    (keyword_rules), none the record lists, no ability word (207.2c, read apart)."""
    folded = word.lower()
    return (
        _FLAVOR_WORD.fullmatch(word) is not None
        and folded not in listed
        and folded not in _NOT_FLAVOR_WORDS
        and rule_of(folded) is None
        and word not in GRANTING_WORDS
        and re.fullmatch(r"[IVX]+", word) is None  # a chapter symbol (714.2b)
        # "[A player] faces a villainous choice — [A], or [B]": the dash is the choice's (701.55a)
        and not folded.endswith("faces a villainous choice")
    )


def _compile_record(record: Mapping[str, Any]) -> CompiledCard:
    if compiles_by_face(record):
        return _compile_faces(record)
    base = characteristics(record)
    text = str(record.get("oracle_text") or "")
    card_layout = str(record.get("layout", "normal"))
    if card_layout == "scheme":
        # 314.7: "this scheme" is the scheme card itself, the source of the ability ("~").
        text = THIS_SCHEME.sub(base.name, text)
    legendary = "Legendary" in base.supertypes and "Planeswalker" not in base.types
    lines = normalized_lines(text, base.name, legendary)
    if card_layout == "leveler" and split_striations(lines) is not None:
        return _compile_leveler(base, lines, text, legendary)  # 711
    if card_layout == "class" and any(BAR.match(line) for line in lines):
        return _compile_class(base, lines, text, legendary)  # 716
    if card_layout == "normal" and split_stations(lines) is not None:
        return _compile_station(base, lines, text, legendary)  # 721
    if card_layout not in SINGLE_FACE_LAYOUTS or (
        not lines and not text and record.get("card_faces")
    ):
        text = faces_text(record)
        reason = unmodelled_layout(card_layout)
        faces = tuple(
            LineStatus(line, False, reason) for line in normalized_lines(text, base.name, legendary)
        )
        return CompiledCard(replace(base, oracle_text=text), TEXT_ONLY, faces)
    is_spell = bool({"Instant", "Sorcery"} & set(base.types))
    # 904.8: of a scheme, only triggered abilities are applied (engine.mechanics.schemes).
    from_command = scheme_lines_refused(lines) if card_layout == "scheme" else {}
    built, statuses, marks = _compile_lines(base, lines, is_spell, text, from_command)
    refused = backups_refused(statuses, marks, built.keywords, built.abilities)
    if refused:
        # 702.165a: a backup line is applied only if every ability it grants is (the card is
        # compiled again with those lines left unapplied).
        refused = {**from_command, **refused}
        built, statuses, marks = _compile_lines(base, lines, is_spell, text, refused)
    refused = {**from_command, **refused}
    if "cleave" in built.casting and "cleaved" not in built.casting:
        # 702.148a: cleave's cost is applied only with the text it changes to (a line with
        # square brackets read both ways); otherwise the card is compiled again without it,
        # each line that wasn't applied keeping its own reason.
        first = {s.text: s for s in statuses if not s.applied}
        refused = {**refused, **{s.text: CLEAVE_WITHOUT_TEXT for s in statuses if _is_cleave(s)}}
        built, statuses, marks = _compile_lines(base, lines, is_spell, text, refused)
        statuses = [first.get(s.text, s) if not s.applied else s for s in statuses]
    built.abilities = backups_filled(marks, built.keywords, built.abilities)
    for problem in _stats_unknown(record, built.abilities):
        statuses.append(LineStatus(problem, False, "a characteristic-defining ability is needed"))
    if "Battle" in base.types:
        # A battle enters with its defense counters (310.4b) and a Siege with the protector its
        # controller chooses (310.11a: engine.mechanics.battles), but a Siege's intrinsic
        # "When the last defense counter is removed from this permanent, exile it, then you may
        # cast it transformed without paying its mana cost." (310.11b) isn't applied: casting a
        # card transformed isn't modeled, so the card is never called automated.
        defense = f"defense {record.get('defense') or '?'}"
        why = "a Siege's exile and transformed cast (310.11b)"
        statuses.append(LineStatus(defense, False, why))
    unapplied = [s.text for s in statuses if not s.applied]
    definition = replace(
        base,
        keywords=tuple(built.keywords),
        abilities=(*built.abilities, *intrinsic_mana_abilities(base)),
        enchant=built.enchant,
        oracle_text="\n".join(unapplied),
        **built.casting,
    )
    layout = tuple(built.layout)
    normalized = "\n".join(lines)
    printed = _print_or_blank(definition, layout)
    # The card is proven in its own record's wording: the printed text, put back into the
    # older words wherever its record has them (engine.oracle.normalize.FOLDS), is its text.
    in_own_words = in_wording(printed, line_wordings(text, base.name, legendary))
    applied_lines = [s for s in statuses if s.applied]
    if (
        not unapplied
        and printed == normalized
        and in_own_words == "\n".join(normalized_lines(text, base.name, legendary, fold=False))
    ):
        label = AUTOMATED
    elif not unapplied:
        label = PARTIALLY_AUTOMATED
        why = "prints differently" if printed != normalized else "prints in another wording"
        statuses.append(LineStatus("the whole card", False, why))
    elif built.abilities:
        label = PARTIALLY_AUTOMATED
    elif applied_lines and built.keywords:
        label = KEYWORDS_ONLY
    else:
        label = TEXT_ONLY
    return CompiledCard(
        definition, label, tuple(statuses), layout, normalized, printed, in_own_words or ""
    )


def _striation(
    base: CardDef,
    lines: tuple[str, ...],
    text: str,
    hold: Callable[[Sequence[str], Sequence[Ability]], Sequence[Ability] | None],
) -> tuple[Any, list[LineStatus], Sequence[Ability] | None]:
    """One text box striation of a leveler or station card (711.2, 721.2): its lines compiled as
    any card's, and the symbol's abilities holding them (None: a line isn't applied, or one
    the symbol can't hold)."""
    inner, inner_statuses, _ = _compile_lines(base, lines, False, text, {})
    held = None
    if all(s.applied for s in inner_statuses) and not inner.casting and not inner.enchant:
        held = hold(inner.keywords, inner.abilities)
    return inner, inner_statuses, held


def _held_back(statuses: list[LineStatus], reason: str) -> list[LineStatus]:
    """A striation's lines when its symbol can't hold them: none counts as applied."""
    return [s if not s.applied else LineStatus(s.text, False, reason) for s in statuses]


def _compile_leveler(
    base: CardDef, lines: tuple[str, ...], text: str, legendary: bool
) -> CompiledCard:
    """A leveler card (711, engine.oracle.levelers): its lines before the level symbols compiled
    as any card's, each striation's ability lines compiled and held by its level symbol's static
    abilities (711.2a-b); printed back from the definition, striation by striation."""
    split = split_striations(lines)
    assert split is not None
    top_lines, striations = split
    top, statuses, _ = _compile_lines(base, top_lines, False, text, {})
    abilities: list[Ability] = list(top.abilities)
    layout: list[Line] = list(top.layout)
    for striation in striations:
        inner, inner_statuses, held = _striation(
            base, striation.lines, text, partial(symbol_abilities, striation)
        )
        header = (striation.header, f"{striation.power}/{striation.toughness}")
        if held is None:
            statuses += [LineStatus(line, False, REASON) for line in header]
            statuses += _held_back(inner_statuses, REASON)
            continue
        statuses += [LineStatus(line, True) for line in header]
        statuses += inner_statuses
        abilities += held
        layout += [(f"{LEVEL_PART}{len(held)}",), *inner.layout]
    return _sectioned_card(
        base,
        lines,
        text,
        legendary,
        statuses,
        abilities,
        layout,
        keywords=tuple(top.keywords),
        **top.casting,
    )


def _compile_station(
    base: CardDef, lines: tuple[str, ...], text: str, legendary: bool
) -> CompiledCard:
    """A station card (721, engine.oracle.stations): its lines before the station symbols
    compiled as any card's (721.4), each striation's ability lines compiled and held by its
    station symbol's static abilities (721.2a-b); printed back from the definition, striation by
    striation."""
    split = split_stations(lines)
    assert split is not None
    top_lines, striations = split
    top, statuses, _ = _compile_lines(base, top_lines, False, text, {})
    abilities: list[Ability] = list(top.abilities)
    layout: list[Line] = list(top.layout)
    for striation in striations:
        inner, inner_statuses, held = _striation(
            base, striation.lines, text, partial(station_abilities, striation)
        )
        box = () if striation.pt is None else (f"{striation.pt[0]}/{striation.pt[1]}",)
        if held is None:
            statuses.append(LineStatus(striation.header, False, STATION_REASON))
            statuses += _held_back(inner_statuses, STATION_REASON)
            statuses += [LineStatus(line, False, STATION_REASON) for line in box]
            continue
        statuses.append(LineStatus(striation.header, True))
        statuses += inner_statuses
        statuses += [LineStatus(line, True) for line in box]
        abilities += held
        part = f"{STATION_PART}{len(held)}" + (":pt" if box else "")
        layout += [(part,), *inner.layout]
    return _sectioned_card(
        base,
        lines,
        text,
        legendary,
        statuses,
        abilities,
        layout,
        keywords=tuple(top.keywords),
        **top.casting,
    )


def _compile_class(
    base: CardDef, lines: tuple[str, ...], text: str, legendary: bool
) -> CompiledCard:
    """A Class card (716, engine.mechanics.class_levels): its lines before the first class level
    bar compiled as any card's (716.3); each bar the activated ability that makes the Class that
    level (716.2a), followed by its section's abilities held under "class_level:N" (716.2a: as
    long as the Class is level N or greater). Printed back from the definition, bar by bar."""
    starts = [i for i, line in enumerate(lines) if BAR.match(line)]
    top, statuses, _ = _compile_lines(base, lines[: starts[0]], False, text, {})
    abilities: list[Ability] = list(top.abilities)
    layout: list[Line] = list(top.layout)
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        bar = BAR.match(lines[start])
        assert bar is not None
        level = int(bar.group(2))
        inner, inner_statuses, _ = _compile_lines(base, lines[start + 1 : end], False, text, {})
        held = None
        if (
            all(s.applied for s in inner_statuses)
            and not inner.keywords
            and not inner.casting
            and not inner.enchant
        ):
            held = held_while(inner.abilities, f"{CLASS_LEVEL}:{level}")
        if held is None:
            why = "a class level bar's abilities (716.2a)"
            statuses.append(LineStatus(lines[start], False, why))
            statuses += [
                s if not s.applied else LineStatus(s.text, False, why) for s in inner_statuses
            ]
            continue
        statuses.append(LineStatus(lines[start], True))
        statuses += inner_statuses
        abilities += [level_bar(bar.group(1), level), *held]
        layout += [(f"{CLASS_BAR_PART}{len(held)}",), *inner.layout]
    return _sectioned_card(
        base,
        lines,
        text,
        legendary,
        statuses,
        abilities,
        layout,
        keywords=tuple(top.keywords),
        enchant=top.enchant,
        **top.casting,
    )


def _sectioned_card(
    base: CardDef,
    lines: tuple[str, ...],
    text: str,
    legendary: bool,
    statuses: list[LineStatus],
    abilities: list[Ability],
    layout: list[Line],
    **fields: Any,
) -> CompiledCard:
    """A card compiled section by section (level up's bands, a Class's level bars): its
    definition, printed back whole and labelled as every card is (automated only when every
    line is applied and the whole prints back as the card's own text)."""
    unapplied = [s.text for s in statuses if not s.applied]
    definition = replace(
        base, abilities=tuple(abilities), oracle_text="\n".join(unapplied), **fields
    )
    normalized = "\n".join(lines)
    printed = _print_or_blank(definition, tuple(layout))
    in_own_words = in_wording(printed, line_wordings(text, base.name, legendary))
    own = "\n".join(normalized_lines(text, base.name, legendary, fold=False))
    if not unapplied and printed == normalized and in_own_words == own:
        label = AUTOMATED
    elif not unapplied:
        label = PARTIALLY_AUTOMATED
        statuses.append(LineStatus("the whole card", False, "prints differently"))
    elif abilities:
        label = PARTIALLY_AUTOMATED
    else:
        label = TEXT_ONLY
    return CompiledCard(
        definition, label, tuple(statuses), tuple(layout), normalized, printed, in_own_words or ""
    )


def _compile_lines(
    base: CardDef, lines: tuple[str, ...], is_spell: bool, text: str, refused: Mapping[str, str]
) -> tuple[_Builder, list[LineStatus], list[LineMark]]:
    """Compile the lines in order; a line of `refused` is left unapplied for the reason given.
    The marks say how many keywords and abilities were built before each status's line."""
    built = _Builder()
    statuses: list[LineStatus] = []
    marks: list[LineMark] = []
    grants_naming_itself = granted_naming_the_granter(text, base.name)
    i = 0
    while i < len(lines):
        line = lines[i]
        marks.append(LineMark(len(statuses), len(built.keywords), len(built.abilities)))
        if line in refused:
            statuses.append(LineStatus(line, False, refused[line]))
            i += 1
            continue
        if line in grants_naming_itself:
            statuses.append(
                _naming_the_granter(base, line, is_spell, built, grants_naming_itself[line])
            )
            i += 1
            continue
        if _is_spree(lines, i) or _is_tiered(lines, i):
            pattern = SPREE_MODE if lines[i] == "Spree" else TIERED_MODE
            j = i + 1
            while j < len(lines) and pattern.match(lines[j]):
                j += 1
            statuses += _spree(base, lines[i:j], built)
            i = j
            continue
        if _is_modal_header(lines, i):
            j = i + 1
            while j < len(lines) and lines[j].startswith("•"):
                j += 1
            statuses += _modal(base, lines[i:j], built, is_spell)
            i = j
            continue
        statuses.append(_line(base, line, is_spell, built))
        i += 1
    return built, statuses, marks


def _compile_faces(record: Mapping[str, Any]) -> CompiledCard:
    """A multi-face card (engine.oracle.faces), each face compiled as a card of its own: the
    definition has the layout and the faces' definitions; automated only when every face is."""
    layout = str(record["layout"])
    compiled = tuple(compile_record(face_record(record, f)) for f in record["card_faces"])
    faces = tuple(c.definition for c in compiled)
    if layout in SPLIT:
        top = combined(str(record["name"]), faces)  # 709.4
    else:
        top = replace(faces[0], name=str(record["name"]))
    unapplied = "\n".join(f.oracle_text for f in faces if f.oracle_text)
    labels = {c.label for c in compiled}
    if labels == {AUTOMATED}:
        label = AUTOMATED
    elif any(c.definition.abilities for c in compiled if c.label != TEXT_ONLY):
        label = PARTIALLY_AUTOMATED
    else:
        # Keyword lines alone: the engine uses no definition then, only the card's printed
        # characteristics, whose keywords are every face's (as for any card with no definition).
        label = TEXT_ONLY
    return CompiledCard(
        replace(top, layout=layout, faces=faces, oracle_text=unapplied),
        label,
        tuple(s for c in compiled for s in c.lines),
        face_layout([c.layout for c in compiled]),
        FACE_SEPARATOR.join(c.normalized for c in compiled),
        FACE_SEPARATOR.join(c.printed for c in compiled),
        FACE_SEPARATOR.join(c.printed_own for c in compiled),
    )


BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def intrinsic_mana_abilities(base: CardDef) -> tuple[Ability, ...]:
    """305.6: a land with a basic land type has "{T}: Add [its mana]." for each such type,
    though its text (reminder text at most) doesn't say so. The printer leaves them out: the
    layout names only the abilities of the card's lines."""
    if "Land" not in base.types:
        return ()
    return tuple(
        activated_ability(
            f"{{T}}: Add {{{symbol}}}.",
            Cost(tap=True),
            (step("add_mana", mana={symbol: 1}),),
            (),
        )
        for land_type, symbol in BASIC_LAND_MANA.items()
        if land_type in base.subtypes
    )


def _print_or_blank(definition: CardDef, layout: Layout) -> str:
    try:
        return print_card(definition, layout)
    except Unprintable:
        return ""


_KEYWORD_HEADS = frozenset(
    {kw.split()[0].lower() for kw in SIMPLE_KEYWORDS}
    | {"enchant", "equip", "cycling", "protection"}
    | MECHANIC_HEADS
    | CAST_KEYWORD_HEADS
    | TYPECYCLING_HEADS
    | COST_KEYWORD_HEADS
    | CRAFT_HEADS
)


# Keywords heading an activated ability that works from the hand, printed on instants and
# sorceries too: "Forecast — [cost], Reveal ~ from your hand: [effect]" (702.57a).
HAND_ACTIVATED_HEADS = frozenset({"forecast"})


def _starts(is_spell: bool, line: str) -> tuple[str, ...]:
    """The start symbols a line can be read from (`_first_starts`); a line offering an
    alternative cost (118.9) is also read as one, after the others."""
    starts = _first_starts(is_spell, line)
    if ALTERNATIVE_RATHER in line.lower():
        return (*starts, "alternative_cost_line")
    return starts


def _first_starts(is_spell: bool, line: str) -> tuple[str, ...]:
    """The start symbols a line can be read from, by its first word: a keyword line starts
    with a keyword, a triggered ability with "When", "Whenever" or "At" (603.1), an activated
    ability has a cost before a colon (602.1)."""
    # "Escape—{R}{R}, ...": a keyword joined to its cost by a dash (702.138a).
    head = line.split(" ", 1)[0].split("—", 1)[0].rstrip(",;").lower()
    if head in _KEYWORD_HEADS:
        return ("keyword_line", *_starts(is_spell, ""))
    if is_spell and head in HAND_ACTIVATED_HEADS:
        return ("activated",)  # an instant's or sorcery's ability from the hand (113.6)
    if is_spell and head in ("when", "whenever", "at"):
        # An instant's or sorcery's triggered ability (Death Spark's from its graveyard, 113.6m)
        return ("spell_line", "static_line", "triggered")
    if is_spell or line.startswith(ADDITIONAL_COST):
        # A permanent spell's additional cost (118.8) is read like an instant's.
        return ("spell_line", "static_line")
    if line.startswith(TO_SOLVE):
        return ("triggered",)  # 719.3a: a Case's "To solve — [condition]" is a triggered ability
    if head in ("when", "whenever", "at") or CHAPTER_HEAD.fullmatch(head):
        return ("triggered",)  # a chapter symbol heads a chapter ability (714.2)
    if ":" in line.split('"', 1)[0]:  # a colon in a quoted ability is that ability's (113.1a)
        return ("activated",)
    return ("static_line",)


_TARGET_KEYS = ("to", "player", "with")  # "with": the creature fought (701.14a)


def renumber(step: Instruction, offset: int) -> Instruction:
    """The instruction with its target indexes moved up by `offset`."""

    def moved(value: Any) -> Any:
        if isinstance(value, bool):
            return value
        if isinstance(value, int):
            return value + offset
        if isinstance(value, tuple):
            return tuple(moved(v) for v in value)
        return value

    params = {k: moved(v) if k in _TARGET_KEYS else v for k, v in step.params.items()}
    return Instruction(step.kind, Params(params))


@functools.lru_cache(maxsize=65536)
def _parse(start: str, line: str) -> tuple[Any, tuple[str, ...]] | str:
    """A line's lowered value and targets from `start`, or why it isn't understood. Many cards
    share lines ("Flying", "{T}: Add {G}."), so each is parsed once per process."""
    try:
        value, ctx = parse_line(start, line)
    except NotUnderstood as error:
        return str(error) or "not understood"
    return value, tuple(ctx.targets)


def _held_line(
    base: CardDef, line: str, word: str, rest: str, is_spell: bool, built: _Builder
) -> LineStatus:
    """A line headed by a word granting its ability under a condition ("Max speed — ...",
    702.178a): the ability compiled as its own line, then held by static abilities that give it
    only while the condition holds (engine.oracle.conditional_abilities)."""
    condition, rule = GRANTING_WORDS[word]
    trial = built.trial()
    status = _line(base, rest, is_spell, trial)
    if not status.applied:
        return LineStatus(line, False, status.reason)
    if (trial.keywords, trial.enchant, trial.casting) != (
        built.keywords,
        built.enchant,
        built.casting,
    ):
        return LineStatus(line, False, f"a keyword under {word.lower()} ({rule})")
    held = held_while(trial.abilities[len(built.abilities) :], condition)
    if held is None:
        why = "a triggered ability or one working from another zone"
        return LineStatus(line, False, f"{why} under {word.lower()} ({rule})")
    built.abilities += held
    built.layout.append((held_part(word, len(held)), *trial.layout[-1]))
    return LineStatus(line, True)


def _chapters_line(
    base: CardDef, line: str, symbols: str, rest: str, built: _Builder
) -> LineStatus:
    """714.2c: "{rN1}, {rN2}—[Effect]" is one chapter ability per chapter symbol, each compiled
    as its own "{rN}—[Effect]" line; applied only if every one of them is."""
    trial = built.trial()
    for numeral in symbols.split(", "):
        status = _line(base, f"{numeral} — {rest}", False, trial)
        if not status.applied:
            return LineStatus(line, False, status.reason)
    added = trial.abilities[len(built.abilities) :]
    if len(added) != len(symbols.split(", ")) or trial.keywords != built.keywords:
        return LineStatus(line, False, "chapter symbols (714.2c)")
    text = line.replace("~", base.name)
    built.abilities += [replace(a, text=text) for a in added]
    built.layout.append(("ability",) * len(added))
    return LineStatus(line, True)


def _line(base: CardDef, line: str, is_spell: bool, built: _Builder) -> LineStatus:
    word, dash, rest = line.partition(" — ")
    if dash and not is_spell and CHAPTER_SYMBOLS.fullmatch(word):
        return _chapters_line(base, line, word, rest, built)
    if dash and word == COMPANION_WORD and not is_spell:
        return _companion_line(base, line, rest, built)  # 702.139a
    if dash and word in GRANTING_WORDS and not is_spell:
        return _held_line(base, line, word, rest, is_spell, built)
    if dash and (word in ABILITY_WORDS or is_flavor_word(word, _LISTED.get())):
        # An ability word (207.2c) or a flavor word (207.2d) has no rules meaning: the rest of
        # the line is the ability.
        status = _line(base, rest, is_spell, built)
        if status.applied:
            built.layout[-1] = (f"word:{word}", *built.layout[-1])
        return LineStatus(line, status.applied, status.reason)
    if is_spell and "[" in line:
        return _cleave_line(base, line, built)  # 702.148a
    if is_spell:
        instead = _instead_line(base, line, built)
        if instead is not None:
            return instead
    reason = "not understood"
    for start in _starts(is_spell, line):
        parsed = _parse(start, line)
        if isinstance(parsed, str):
            if start != "keyword_line":
                reason = f"not understood ({parsed})"
            continue
        value, targets = parsed
        text = line.replace("~", base.name)
        trial = _Builder(
            list(built.keywords), list(built.abilities), [], built.enchant, 0, dict(built.casting)
        )
        if start == "keyword_line":
            parts: list[str] = []
            for kind, item in value:
                if kind == "keyword":
                    trial.keywords.append(item)
                    parts.append("kw")
                elif kind == KEYWORD_SEPARATOR:
                    parts.append(f"sep:{item}")  # "Trample; rampage 2"
                elif kind == "enchant":
                    if trial.enchant is not None:
                        return LineStatus(line, False, "two Enchant keywords")
                    trial.keywords.append("Enchant")
                    trial.enchant = item
                    parts.append("enchant")
                elif kind == "casting":
                    # One keyword line may set two fields ("Kicker [A] and/or [B]", 702.33b).
                    pairs = item if isinstance(item, list) else [item]
                    for name, cost in pairs:
                        if name in trial.casting:
                            return LineStatus(line, False, f"two {name} keywords")
                        trial.casting[name] = cost
                    if name == "overload":
                        overloaded = _overloaded(base, trial)  # 702.96a
                        if isinstance(overloaded, str):
                            return LineStatus(line, False, overloaded)
                        trial.casting["overloaded"] = overloaded
                    if name == "splice":
                        problem = splice_problem(
                            replace(base, abilities=tuple(trial.abilities), splice=cost)
                        )
                        if problem is not None:  # 702.47a: only text the engine can add
                            return LineStatus(line, False, problem)
                    if name in LISTED_KEYWORDS:
                        trial.keywords.append(CAST_KEYWORDS[name])  # evoke (702.74a)
                    parts.append(cast_part(name))
                elif isinstance(item, tuple):
                    # A keyword standing for several abilities (fading N: 702.32a).
                    trial.abilities += item
                    parts.append(f"abilities:{len(item)}")
                else:
                    trial.abilities.append(item)
                    parts.append("ability")
            if len(parts) > 1 and all(part == "ability" for part in parts):
                # Several keyword abilities on one line ("Islandcycling {2}, swampcycling {2}"):
                # each prints as its keyword, joined as the line joins them (702.1).
                parts = ["keyword_ability"] * len(parts)
            trial.layout = [tuple(parts)]
        elif start == "static_line":
            # A spell's static abilities work on the stack, or from the hand it's cast from
            # (113.6d: "you may pay {1}{W} rather than pay ~'s mana cost").
            if is_spell and any(a.zone not in (Zone.STACK, Zone.HAND) for a in value):
                return LineStatus(line, False, "a permanent's ability on a spell")
            trial.abilities += [replace(a, text=text) for a in value]
            trial.layout = [("ability",) * len(value)]
        elif start == "alternative_cost_line":
            # "You may [cost] rather than pay ~'s mana cost." (118.9), perhaps "If [condition], ..."
            _, cost, condition = value
            if "alternative_cost" in trial.casting:
                return LineStatus(line, False, "two alternative costs")
            trial.casting["alternative_cost"] = cost
            if condition:
                trial.casting["alternative_condition"] = condition
            trial.layout = [(cast_part("alternative_cost"),)]
        elif start == "spell_line":
            # An instant or sorcery has one spell ability (113.3a) however many lines its text
            # takes: a later line's instructions continue it, its targets numbered after the
            # earlier ones'.
            existing = next(
                (a for a in trial.abilities if isinstance(a, SpellAbility) and not a.modes), None
            )
            if isinstance(value, Cost):
                # "As an additional cost to cast ~, ..." (118.8): the spell's first line.
                if existing is not None:
                    return LineStatus(line, False, "an additional cost after the effect")
                trial.abilities.append(SpellAbility(text, additional_cost=value))
                trial.layout = [("additional_cost",)]
                return _accept(base, line, built, trial)
            if any(x_word(t) for t in targets) and "X" not in base.mana_cost:
                # 601.2b: X targets need an X announced for the mana cost; an X some other
                # text defines (a discard, a sacrifice) isn't modeled (engine.oracle.grammar.x_targets)
                return LineStatus(line, False, "X targets without an {X} in the mana cost")
            if existing is None:
                try:
                    trial.abilities.append(spell_ability(text, value, targets))
                except InvalidDocument as error:  # "up to two targets" beside another target
                    return LineStatus(line, False, str(error))
            else:
                offset = len(existing.targets)
                try:
                    merged = replace(
                        existing,
                        text=f"{existing.text}\n{text}",
                        effects=existing.effects + tuple(renumber(step, offset) for step in value),
                        targets=existing.targets + targets,
                    )
                except InvalidDocument as error:  # "up to one target" beside another target
                    return LineStatus(line, False, str(error))
                trial.abilities[trial.abilities.index(existing)] = merged
            trial.layout = [(f"effects:{len(value)}",)]
        else:
            if returns_an_aura_itself(base, value):
                return LineStatus(line, False, "an Aura put onto the battlefield (303.4f)")
            if isinstance(value, TriggeredAbility) and _names_x(value.effects + value.modes):
                # A triggered ability has no X of its own: the X of its object's spell
                # (107.3m), of a morph cost (107.3d) or of a "pay {X}" isn't carried to it.
                return LineStatus(line, False, "an X in a triggered ability (107.3m)")
            trial.abilities.append(replace(value, text=text))
            trial.layout = [("ability",)]
        return _accept(base, line, built, trial)
    return LineStatus(line, False, reason)


def _names_x(value: object) -> bool:
    """An amount of the instructions is the ability's own X (107.3), not one the sentence
    defines ("where X is ...": engine.oracle.grammar.counted)."""
    if value == "x":
        return True
    if isinstance(value, Instruction):
        return _names_x(value.params)
    if isinstance(value, Mode):
        return _names_x(value.effects)
    if isinstance(value, Params):
        return any(_names_x(v) for v in value.values())
    if isinstance(value, tuple | list):
        return any(_names_x(v) for v in value)
    return False


def _overloaded(base: CardDef, built: _Builder) -> SpellAbility | str:
    """The spell ability its text becomes with "each" for every "target" (702.96a), read line by
    line as any spell's; or why there is none (a line not understood with the change, or one
    still naming a target: 702.96b)."""
    spell = next((a for a in built.abilities if isinstance(a, SpellAbility)), None)
    if spell is None or spell.modes or spell.additional_cost is not None or spell.ascend:
        return "overload without a spell ability understood before it"
    effects: list[Instruction] = []
    texts: list[str] = []
    for text in spell.text.split("\n"):
        changed = each_text(text.replace(base.name, "~"))
        if changed is None:
            return "overload: a form of 'target' the change doesn't define"
        parsed = _parse("spell_line", changed)
        if isinstance(parsed, str):
            return f"overload: {changed!r} isn't understood ({parsed})"
        value, targets = parsed
        if targets or isinstance(value, Cost):
            return f"overload: {changed!r} still has a target"
        effects += value
        texts.append(changed.replace("~", base.name))
    return SpellAbility("\n".join(texts), tuple(effects))


def _companion_line(base: CardDef, line: str, condition: str, built: _Builder) -> LineStatus:
    """ "Companion — [condition]" (702.139a): a condition on the starting deck (702.139b),
    kept as printed; it functions before the game, never during it (engine.mechanics.companion)."""
    if not is_deck_condition(condition) or "companion" in built.casting:
        return LineStatus(line, False, "a companion condition not about the starting deck")
    trial = _Builder(
        list(built.keywords),
        list(built.abilities),
        [(COMPANION_PART,)],
        built.enchant,
        built.keyword_lines,
        {**built.casting, "companion": condition},
    )
    return _accept(base, line, built, trial)


CLEAVE_WITHOUT_TEXT = "cleave without a bracketed spell line read both ways (702.148a)"


def _is_cleave(status: LineStatus) -> bool:
    return status.applied and status.text.startswith("Cleave {")


def _cleave_line(base: CardDef, line: str, built: _Builder) -> LineStatus:
    """A spell line with square-bracketed words (702.148a-b): read once without the brackets
    (the spell's text) and once without the bracketed words (its text when cast for its cleave
    cost, `CardDef.cleaved`). Applied only if the card has cleave, the spell is this one line,
    and both readings are understood and print back as their texts."""
    cost = built.casting.get("cleave")
    if not isinstance(cost, str) or not has_brackets(line):
        return LineStatus(line, False, "square brackets without cleave (702.148a)")
    if "X" in cost:
        return LineStatus(line, False, "cleave: an {X} in the cleave cost isn't modeled")
    if any(isinstance(a, SpellAbility) for a in built.abilities) or "cleaved" in built.casting:
        return LineStatus(line, False, "cleave: a spell of more than one line isn't modeled")
    inner = built.trial()
    status = _line(base, unbracketed(line), True, inner)
    if not status.applied:
        return LineStatus(line, False, status.reason)
    added = inner.abilities[len(built.abilities) :]
    spell = added[0] if len(added) == 1 else None
    if not isinstance(spell, SpellAbility) or spell.modes or spell.additional_cost or spell.ascend:
        return LineStatus(line, False, "cleave: not one spell ability")
    changed = cleaved_text(line)
    parsed = _parse("spell_line", changed)
    if isinstance(parsed, str):
        return LineStatus(line, False, f"cleave: {changed!r} isn't understood ({parsed})")
    value, targets = parsed
    if isinstance(value, Cost) or any(x_word(t) for t in targets):
        return LineStatus(line, False, f"cleave: {changed!r} isn't a spell's effect")
    try:
        cleaved = spell_ability(changed.replace("~", base.name), value, targets)
    except InvalidDocument as error:
        return LineStatus(line, False, str(error))
    trial = _Builder(
        inner.keywords,
        inner.abilities,
        [(f"{CLEAVE_PART}{line}", *inner.layout[-1])],
        inner.enchant,
        inner.keyword_lines,
        {**inner.casting, "cleaved": cleaved},
    )
    return _accept(base, line, built, trial)


def _accept(base: CardDef, line: str, built: _Builder, trial: _Builder) -> LineStatus:
    """Keep the line's abilities only if they print back as the line (the per-line proof)."""
    piece = replace(
        base,
        keywords=tuple(trial.keywords),
        abilities=tuple(trial.abilities),
        enchant=trial.enchant,
        **trial.casting,
    )
    try:
        printed = print_lines(piece, (*built.layout, *trial.layout))[len(built.layout) :]
    except (Unprintable, StopIteration) as error:
        return LineStatus(line, False, f"no words for it ({error})")
    if printed != [line]:
        return LineStatus(line, False, f"prints as {' / '.join(printed)!r}")
    built.keywords[:] = trial.keywords
    built.abilities[:] = trial.abilities
    built.enchant = trial.enchant
    built.casting = trial.casting
    built.layout += trial.layout
    return LineStatus(line, True)


# An activated ability's header followed by its activation instructions: "{4}, {T}: Choose one.
# Activate only as a sorcery." (602.1b).
_RESTRICTED_HEADER = re.compile(r": choose [a-z ]+\. activate [^.]*\.$", re.IGNORECASE)


def _is_modal_header(lines: Sequence[str], i: int) -> bool:
    """A line ending "choose ... —" followed by bullets is a modal header (700.2)."""
    header = (
        lines[i].endswith(" —")
        or lines[i].endswith(" more than once.")  # 700.2d
        or _RESTRICTED_HEADER.search(lines[i]) is not None  # 602.1b
    )
    return header and i + 1 < len(lines) and lines[i + 1].startswith("•")


SPREE_MODE = re.compile(r"^\+ ((?:\{[^}]+\})+) — (.+)$")
TIERED_MODE = re.compile(r"^• ([^—]+?) — ((?:\{[^}]+\})+) — (.+)$")


def _is_spree(lines: Sequence[str], i: int) -> bool:
    """ "Spree" followed by its modes, each "+ [cost] — [effect]" (702.172a)."""
    return lines[i] == "Spree" and i + 1 < len(lines) and SPREE_MODE.match(lines[i + 1]) is not None


def _is_tiered(lines: Sequence[str], i: int) -> bool:
    """ "Tiered" followed by its modes, each "• [name] — [cost] — [effect]" (702.183a)."""
    return (
        lines[i] == "Tiered" and i + 1 < len(lines) and TIERED_MODE.match(lines[i + 1]) is not None
    )


def _spree(base: CardDef, lines: tuple[str, ...], built: _Builder) -> list[LineStatus]:
    """702.172a: a modal spell choosing one or more modes, each with the additional cost
    printed before it (engine.mechanics.spree); tiered (702.183a): choosing one, each mode
    named (a flavor word, 207.2d) and with its additional cost."""
    tiered = lines[0] == "Tiered"
    modes: list[Mode] = []
    for line in lines[1:]:
        found = (TIERED_MODE if tiered else SPREE_MODE).match(line)
        assert found is not None
        name = found.group(1) if tiered else ""
        cost, effect = found.group(2 if tiered else 1), found.group(3 if tiered else 2)
        parsed = _parse("mode_line", f"• {effect}")
        if isinstance(parsed, str) or any(up_to_word(t) is not None for t in parsed[1]):
            why = "a mode with up to N targets" if not isinstance(parsed, str) else parsed
            return [
                LineStatus(other, False, f"not understood ({why})")
                if other == line
                else LineStatus(other, False, WAITS_ON_A_MODE)
                for other in lines
            ]
        effects, targets = parsed
        mode = make_mode(effect.replace("~", base.name), effects, targets)
        modes.append(replace(mode, cost=cost, name=name))
    if len(modes) < 2:
        return [LineStatus(line, False, "a spree spell needs two modes") for line in lines]
    text = "\n".join(lines).replace("~", base.name)
    choose = "one" if tiered else "one or more"
    ability = replace(modal_spell_ability(text, tuple(modes)), choose=choose)
    trial = _Builder(
        list(built.keywords),
        [*built.abilities, ability],
        [("tiered",) if tiered else ("spree",)],
        built.enchant,
        0,
        dict(built.casting),
    )
    status = _accept(base, "\n".join(lines), built, trial)
    return [LineStatus(line, status.applied, status.reason) for line in lines]


def _binds_its_source(effect: Instruction) -> bool:
    """An instruction whose ability is bound to its source as it triggers or is activated:
    a linked exile (607.2a) or returning itself from the graveyard (113.6m)."""
    from_graveyard = effect.kind == "return_to_hand" and effect.params.get("from") == "graveyard"
    return effect.kind == "exile_linked" or from_graveyard


def _modal_start(is_spell: bool, header: str) -> str:
    """The header's start symbol: a spell's "Choose one —", a triggered ability's
    "When ~ enters, choose one —" (603.3c) or an activated ability's "{T}: Choose one —"."""
    if is_spell:
        return "modal_header"
    if header.split(" ", 1)[0].lower() in ("when", "whenever", "at"):
        return "modal_triggered"
    return "modal_activated"


def _modal(
    base: CardDef, lines: tuple[str, ...], built: _Builder, is_spell: bool
) -> list[LineStatus]:
    def refused(reason: str) -> list[LineStatus]:
        return [LineStatus(line, False, reason) for line in lines]

    header = lines[0]
    word, dash, rest = header.partition(" — ")
    if not (dash and word in ABILITY_WORDS):
        word, rest = "", header
    parsed_header = _parse(_modal_start(is_spell, rest), rest)
    if isinstance(parsed_header, str):
        return refused(f"a modal header not understood ({parsed_header})")
    head, _ = parsed_header
    modes: list[Mode] = []
    for bullet in lines[1:]:
        parsed = _parse("mode_line", bullet)
        if isinstance(parsed, str):
            # The bullet the grammar doesn't read is named as such; the rest wait on it.
            return [
                LineStatus(line, False, f"not understood ({parsed})")
                if line == bullet
                else LineStatus(line, False, WAITS_ON_A_MODE)
                for line in lines
            ]
        effects, targets = parsed
        if any(up_to_word(t) is not None for t in targets):
            # 700.2c: the chosen modes' targets are chosen together; how many "up to one"
            # chooses is read off an ability's only target word (engine.rules.variable_targets)
            return refused("a mode with up to N targets")
        if not isinstance(head, str) and any(e.kind == "add_mana" for e in effects):
            return refused("a modal mana ability")  # 605.1a would depend on the mode
        if not isinstance(head, str) and any(_binds_its_source(e) for e in effects):
            # 607.2a, 113.6m: read off the whole ability, not off one of its modes.
            return refused("a mode linked to its source or working from the graveyard")
        modes.append(make_mode(bullet[1:].strip().replace("~", base.name), effects, targets))
    if len(modes) < 2 or (head == "two" and len(modes) < 3) or (head == "three" and len(modes) < 4):
        return refused("a modal spell needs more modes than it chooses")
    ability: Ability
    text = "\n".join(lines).replace("~", base.name)
    if isinstance(head, str):
        ability = replace(modal_spell_ability(header, tuple(modes)), choose=head)
        if is_spell and word:
            return refused("an ability word on a spell's modes")
    else:
        ability = replace(head, text=text, modes=tuple(modes))
    trial = _Builder(
        list(built.keywords),
        [*built.abilities, ability],
        [(f"word:{word}", "ability") if word else ("ability",)],
        built.enchant,
        0,
        dict(built.casting),
    )
    status = _accept(base, "\n".join(lines), built, trial)
    return [LineStatus(line, status.applied, status.reason) for line in lines]


def compile_text(
    name: str, type_line: str, oracle_text: str, mana_cost: str = "", **stats: Any
) -> CompiledCard:
    """Compile from the card's parts (for tests and custom cards)."""
    record = {
        "name": name,
        "type_line": type_line,
        "oracle_text": oracle_text,
        "mana_cost": mana_cost,
        "layout": "normal",
        **stats,
    }
    return compile_record(record)


@functools.lru_cache(maxsize=4096)
def _parse_instead(line: str, targets: tuple[str, ...]) -> tuple[Any, tuple[str, ...]] | None:
    try:
        value, ctx = parse_line("instead_line", line, targets)
    except NotUnderstood:
        return None
    return value, tuple(ctx.targets)


def _instead_line(base: CardDef, line: str, built: _Builder) -> LineStatus | None:
    """A spell's line doing something instead of its previous line's instruction if a condition
    holds (608.2c, engine.oracle.grammar.instead_clauses), or None for a line of another kind."""
    spell = next((a for a in built.abilities if isinstance(a, SpellAbility) and not a.modes), None)
    parsed = _parse_instead(line, spell.targets if spell is not None else ())
    if parsed is None:
        return None
    value, targets = parsed
    text = line.replace("~", base.name)
    try:
        merged = replaced_spell(
            built.abilities, built.layout[-1] if built.layout else None, value, targets, text
        )
    except InvalidDocument as error:  # "up to one target" beside another target
        return LineStatus(line, False, str(error))
    if isinstance(merged, str):
        return LineStatus(line, False, merged)
    abilities = [merged if a is spell else a for a in built.abilities]
    trial = _Builder(
        list(built.keywords), abilities, [("effects:1",)], built.enchant, 0, dict(built.casting)
    )
    return _accept(base, line, built, trial)
