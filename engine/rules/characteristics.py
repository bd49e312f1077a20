"""An object's current characteristics: printed values, then continuous effects by layer (613).

The printed values come from the card definition, or from the document's inline characteristics
for a card the engine has no definition for (such a card has no abilities beyond the keywords the
engine implements). Each layer application is recorded so the builder can show why a creature is
a 3/3 (`Characteristics.breakdown`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from engine.cards.model import Ability, CardDef, StaticAbility, mana_value
from engine.cards.permanent_keywords import ward
from engine.cards.registry import card_def
from engine.core.state import Characteristics, Effect, GameObject, GameState, Params, Zone, memo
from engine.rules.bestowed import NOTE as BESTOWED_NOTE
from engine.rules.bestowed import SUBTYPES as BESTOWED_SUBTYPES
from engine.rules.bestowed import TYPES as BESTOWED_TYPES
from engine.rules.bestowed import is_bestowed
from engine.rules.chosen import COLOR_LETTERS
from engine.rules.combat_words import is_effect_restriction
from engine.rules.copying import copied_definition, copy_effect_on, copy_effects, effective_def
from engine.rules.counted_effects import times as counted_times
from engine.rules.defined_pt import values
from engine.rules.effect_kinds import effects_in_force
from engine.rules.face_down import (
    FACE_DOWN_NOTE,
    FACE_DOWN_POWER,
    FACE_DOWN_TOUGHNESS,
    is_face_down,
    is_face_down_in_exile,
)
from engine.rules.faces import (
    current_face,
    face_name,
    merged_definition,
    object_definition,
    shown_face,
)
from engine.rules.granted_abilities import ANY_COLOR_KIND, ANY_COLOR_MANA, granted_reference
from engine.rules.keywords import applies as keyword_applies
from engine.rules.pipeline import describe, name_of
from engine.rules.prototyped import is_prototyped, prototyped_values
from engine.rules.reconfigured import not_a_creature
from engine.rules.ring_bearer import ring_legendary
from engine.rules.suspected import SUSPECTED, SUSPECTED_KEYWORDS, suspects


class Layer(enum.StrEnum):
    """Layers and sublayers of 613.1 and 613.4, named with their rule numbers."""

    L1A_COPY = "613.2a"
    L1B_FACE_DOWN = "613.2b"
    L4_TYPE = "613.1d"
    L5_COLOR = "613.1e"
    L6_ABILITIES = "613.1f"
    L7A_CHARACTERISTIC_DEFINING = "613.4a"
    L7B_SET = "613.4b"
    L7C_MODIFY = "613.4c"
    L7D_SWITCH = "613.4d"


@dataclass(frozen=True)
class Chars:
    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None
    colors: tuple[str, ...]
    keywords: frozenset[str]
    abilities: tuple[Ability, ...]
    mana_cost: str
    defined: bool
    breakdown: tuple[tuple[str, str], ...] = ()
    defense: int | None = None  # a battle's printed defense (310.4a)
    x: int = 0  # the X chosen for a spell, while it is on the stack (107.3a)
    # Abilities granted in layer 6 (613.1f): each one's index among `abilities` and where it is
    # written (engine.rules.effects.granted_abilities.granted_reference).
    granted: tuple[tuple[int, Params], ...] = ()

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def mana_value(self) -> int:
        """202.3e: X counts as its chosen value on the stack, as 0 anywhere else (107.3g)."""
        return mana_value(self.mana_cost, self.x)

    def has(self, keyword: str) -> bool:
        return keyword.lower() in self.keywords


def printed(state: GameState, obj: GameObject) -> Chars:
    definition = card_def(state, obj.card)
    if definition is not None:
        # 709-715: a multi-face card's definition has the face that counts here, and its name;
        # a merged permanent's, its topmost component's with every component's abilities
        # (730.2a, 702.140e).
        found = _from_definition(object_definition(state, obj) or definition)
        prototyped = prototyped_values(definition) if is_prototyped(obj) else None
        if prototyped is not None:
            # 718.3b: only the prototype mana cost, power and toughness, and that cost's colors.
            found = replace(
                found,
                mana_cost=str(prototyped["mana_cost"]),
                power=int(prototyped["power"]),
                toughness=int(prototyped["toughness"]),
                colors=_devoid(tuple(prototyped["colors"]), definition.keywords),
            )
        return found
    inline = obj.characteristics
    if inline is None:
        # The codec refuses such documents; this keeps a hand-built state usable.
        return Chars(obj.card, (), (), (), None, None, None, (), frozenset(), (), "", False)
    name = obj.card
    if inline.faces:
        # 709-715: only the face that counts here (its keywords too, 712.8d), and its name.
        inline = current_face(inline, obj.zone, shown_face(obj))
        name = inline.name or obj.card
    found = Chars(
        name=name,
        types=inline.types,
        subtypes=_changeling(inline.subtypes, inline.keywords),
        supertypes=inline.supertypes,
        power=inline.power,
        toughness=inline.toughness,
        loyalty=inline.loyalty,
        colors=_devoid(inline.colors, inline.keywords),
        # "Keywords only": the engine applies just the keywords it implements.
        keywords=frozenset(k.lower() for k in inline.keywords if keyword_applies(k)),
        # 604.3: a printed "*" comes with the characteristic-defining ability read from the text.
        abilities=_defining_ability(inline),
        mana_cost=inline.mana_cost,
        defined=False,
    )
    if obj.merged and obj.zone is Zone.BATTLEFIELD:
        # 702.140e: a merged permanent whose topmost component is known only by its printed
        # characteristics has those, and the keywords and abilities of every component.
        merged = merged_definition(state, obj, None)
        found = replace(
            found,
            keywords=found.keywords
            | frozenset(k.lower() for k in merged.keywords if keyword_applies(k)),
            abilities=found.abilities + merged.abilities,
        )
    return found


# Every creature type (205.3m), for changeling. The list is card data (engine.oracle.subtypes);
# the Oracle compiler, which makes the definitions that have changeling, fills it in
# (engine.oracle.grammar.keyword_mechanics), as engine.oracle.cache fills
# engine.cards.registry.FALLBACKS.
EVERY_CREATURE_TYPE: set[str] = set()


def _changeling(subtypes: tuple[str, ...], keywords: tuple[str, ...]) -> tuple[str, ...]:
    """702.73a: changeling is a characteristic-defining ability, "this object is every creature
    type", working in every zone (604.3); its other subtypes stay."""
    if not any(k.lower() == "changeling" for k in keywords):
        return subtypes
    return subtypes + tuple(sorted(EVERY_CREATURE_TYPE - set(subtypes)))


def changed_creature_types(effect: Effect, current: Chars) -> tuple[Chars, str]:
    """Layer 4 (613.1d) "gains all creature types" / "loses all creature types" (205.3m): the
    object's creature types become every one, or none; its other subtypes stay."""
    others = tuple(s for s in current.subtypes if s not in EVERY_CREATURE_TYPE)
    if effect.params.get("creature_types", "all") == "all":
        return replace(current, subtypes=others + tuple(sorted(EVERY_CREATURE_TYPE))), (
            "gains all creature types"
        )
    return replace(current, subtypes=others), "loses all creature types"


def _devoid(colors: tuple[str, ...], keywords: tuple[str, ...]) -> tuple[str, ...]:
    """702.114a: devoid is a characteristic-defining ability, "this object is colorless",
    working in every zone (604.3); its mana cost keeps its colored symbols (202.2)."""
    return () if any(k.lower() == "devoid" for k in keywords) else colors


def _defining_ability(inline: Characteristics) -> tuple[Ability, ...]:
    if inline.defined_pt is None:
        return ()
    text = "power and toughness defined by its own ability (604.3)"
    return (StaticAbility(text, "cda_power_toughness", inline.defined_pt),)


def _from_definition(card: CardDef) -> Chars:
    return Chars(
        name=card.name,
        types=card.types,
        subtypes=_changeling(card.subtypes, card.keywords),
        supertypes=card.supertypes,
        power=card.power,
        toughness=card.toughness,
        loyalty=card.loyalty,
        defense=card.defense,
        colors=_devoid(card.colors, card.keywords),
        keywords=frozenset(k.lower() for k in card.keywords),
        abilities=card.abilities,
        mana_cost=card.mana_cost,
        defined=True,
    )


def chars(state: GameState, obj: GameObject) -> Chars:
    """Current characteristics of `obj` (613), memoised per state value."""
    cache = memo(state).setdefault("chars", {})
    found: Chars | None = cache.get(obj.id)
    if found is not None and cache.get((obj.id, "obj")) is obj:
        return found
    result = _apply_layers(state, obj, printed(state, obj))
    if (
        obj.zone.value == "stack"
        and obj.stack is not None
        and obj.stack.kind == "spell"
        and obj.stack.x
    ):
        result = replace(result, x=obj.stack.x)
    cache[obj.id] = result
    cache[(obj.id, "obj")] = obj
    return result


def _affects(
    effect: Effect, obj: GameObject, state: GameState, current: Chars, *, keywords: bool = True
) -> bool:
    """Which objects a characteristic-changing effect applies to (611.2c: a resolved spell's
    set is locked in as object ids; a static ability's set is a filter checked continuously,
    against `current`: the object's types as its layer applies, after type-changing effects,
    613.1d)."""
    if effect.kind == SUSPECTED:
        return suspects(effect, obj)  # 701.60b: a designation of one permanent
    objects = effect.params.get("objects")
    if objects is not None:
        stamps = effect.params.get("timestamps")
        if isinstance(stamps, Params) and stamps.get(obj.id, obj.timestamp) != obj.timestamp:
            return False  # 400.7: it has changed zones since, so it's a new object
        # A locked-in set is a list of ids; anything else a document carries there (a word, a
        # flag) names no object, so the effect affects none (the codec types it only as a value).
        return isinstance(objects, list | tuple | frozenset) and obj.id in objects
    scope = effect.params.get("creatures")
    if scope is None:
        return False
    subtype = effect.params.get("subtype")
    # "any_type": "Elves you control" means permanents of that subtype whatever their card
    # types (a kindred card's too, 205.3m); otherwise only creatures.
    if "Creature" not in current.types and not (effect.params.get("any_type") and subtype):
        return False
    # Narrower filters: "subtype" ("Angels you control"), "color" ("green creatures"),
    # "attacking" (506.4: only while it's an attacking creature); "other" leaves out the
    # effect's own source.
    if subtype is not None and subtype not in current.subtypes:
        return False
    color = effect.params.get("color")
    # a letter ("G"), or the chosen color's word bound from "chosen_color" (engine.rules.chosen)
    color = COLOR_LETTERS.get(color, color) if isinstance(color, str) else color
    if color is not None and color not in current.colors:
        return False
    if effect.params.get("attacking") and (
        state.combat is None or not state.combat.is_attacking(obj.id)
    ):
        return False
    if effect.params.get("other") and obj.id == effect.source:
        return False
    # "with a +1/+1 counter on it", "legendary creatures", "artifact creatures" (checked
    # continuously, like the scope: engine.oracle.grammar.filtered_statics)
    with_counter = effect.params.get("with_counter")
    if with_counter is not None and obj.counter(str(with_counter)) <= 0:
        return False
    supertype = effect.params.get("supertype")
    if supertype is not None and supertype not in current.supertypes:
        return False
    card_type = effect.params.get("card_type")
    if card_type is not None and card_type not in current.types:
        return False
    if effect.params.get("nontoken") and obj.token:  # "nontoken creatures you control" (111.1)
        return False
    if effect.params.get("face_down") and not is_face_down(obj):  # "face-down creatures" (708.2)
        return False
    # "creatures you control with flying get +1/+1" (a P/T effect, layer 7c: the keywords of
    # layer 6 are known by then, 613.1f); `keywords` False: checked as the layer applies
    with_keyword = effect.params.get("with_keyword")
    if keywords and with_keyword is not None and not current.has(str(with_keyword)):
        return False
    if scope == "all":
        return True
    if scope == "yours":
        return obj.controller == effect.controller
    if scope == "opponents":
        return obj.controller != effect.controller
    if scope == "of_player":  # creatures a given player controls, e.g. an enchanted player's
        return obj.controller == effect.params.get("player")
    return False


def _characteristic_defining(state: GameState, obj: GameObject, base: Chars) -> tuple[Chars, str]:
    """613.4a: a characteristic-defining ability of the object itself sets its power and/or
    toughness (604.3: in every zone; a printed "*" is never 0 while such an ability defines it).
    Counts read printed types, so two such abilities never ask each other (engine.rules.defined_pt)."""
    for ability in base.abilities:
        if getattr(ability, "effect", None) != "cda_power_toughness":
            continue
        power, toughness = values(state, obj, ability.params, printed)  # type: ignore[union-attr]
        power = base.power if power is None else power
        toughness = base.toughness if toughness is None else toughness
        return replace(
            base, power=power, toughness=toughness
        ), f"power {power}, toughness {toughness} (its own ability)"
    return base, ""


def _copiable(state: GameState, obj: GameObject, base: Chars) -> tuple[Chars, str]:
    """Layer 1a (613.2a): a copy effect replaces the printed values with the original's
    copiable values (707.2); counters, damage, status and other effects stay the copy's own."""
    effect = copy_effect_on(state, obj)
    if effect is None:
        return base, ""
    if effect.params.get("face_down"):
        # 707.2, 708.10: the original was face down: its copiable values are the face-down 2/2's.
        return FACE_DOWN, f"copy of a face-down creature ({_origin(state, effect)})"
    definition = copied_definition(state, effect)
    if definition is not None:
        copied = _from_definition(definition)
    else:  # an original known only by its characteristics (no definition to lock in)
        original = state.find_object(str(effect.params.get("original")))
        if original is None or original.id == obj.id:
            return base, ""
        copied = printed(state, original)
    # The copy's own ability (Clone) by its card alone: its label says what it copies already.
    origin = face_name(state, obj) if effect.source == obj.id else _origin(state, effect)
    exceptions = effect.params.get("except")
    if isinstance(exceptions, Params) and exceptions:
        copied = _with_exceptions(copied, exceptions)
        return copied, f"copy of {copied.name}, with exceptions ({origin})"
    return copied, f"copy of {copied.name} ({origin})"


def _with_exceptions(copied: Chars, exceptions: Params) -> Chars:
    """707.9b: a copy effect's modifications become part of the copy's copiable values: the
    colors and mana cost it has instead (embalm 702.128a, eternalize 702.129a: "no mana cost"
    is ""), card types and subtypes in addition to its other types, and a set power and toughness. 707.9d: a
    characteristic-defining ability of the original that defines a value the exception sets is
    not copied (not for types "in addition to its other types")."""
    abilities = copied.abilities
    if "power" in exceptions or "toughness" in exceptions:
        abilities = tuple(a for a in abilities if getattr(a, "effect", "") != "cda_power_toughness")
    added = tuple(exceptions.get("add_subtypes", ()))
    # "it's an enchantment in addition to its other types" (Copy Artifact): a card type added.
    types = copied.types + tuple(
        t for t in exceptions.get("add_types", ()) if t not in copied.types
    )
    return replace(
        copied,
        types=types,
        colors=tuple(exceptions.get("colors", copied.colors)),
        mana_cost=str(exceptions.get("mana_cost", copied.mana_cost)),
        subtypes=copied.subtypes + tuple(t for t in added if t not in copied.subtypes),
        power=_number(exceptions.get("power"), copied.power),
        toughness=_number(exceptions.get("toughness"), copied.toughness),
        abilities=abilities,
    )


# 122.1b: the keywords a keyword counter can be, named as the counter kind is.
KEYWORD_COUNTERS = (
    *("flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste"),
    *("hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample"),
    "vigilance",
)


def _apply_layers(state: GameState, obj: GameObject, base: Chars) -> Chars:
    notes: list[tuple[str, str]] = []
    imposed: frozenset[str] = frozenset()  # restrictions effects imposed (113.10, 611.1)
    copied = False
    if obj.zone is Zone.BATTLEFIELD and state.effects and copy_effects(state):
        base, copy_note = _copiable(state, obj, base)
        if copy_note:
            notes.append((Layer.L1A_COPY.value, copy_note))
            copied = True
    if is_face_down_in_exile(obj):
        return NO_CHARACTERISTICS  # 406.3a: a card exiled face down has none
    if is_face_down(obj):
        # Layer 1b (613.2b, 708.2a): a face-down spell or permanent is a 2/2 creature with no
        # text, name, subtypes or mana cost, whatever it is or copies (708.10).
        # 702.168b: cast with disguise, it also has ward {2}; so has a cloaked card (701.58a).
        warded = obj.cast_for in (DISGUISED, CLOAKED)
        base = FACE_DOWN_DISGUISED if warded else FACE_DOWN
        notes.append(
            (Layer.L1B_FACE_DOWN.value, _FACE_DOWN_NOTES.get(obj.cast_for, FACE_DOWN_NOTE))
        )
    elif is_bestowed(obj):
        # 702.103b: an Aura enchantment with enchant creature (engine.rules.attachment)
        base = replace(
            base, types=BESTOWED_TYPES, subtypes=BESTOWED_SUBTYPES, power=None, toughness=None
        )
        notes.append((Layer.L4_TYPE.value, BESTOWED_NOTE))
    if (not_creature := not_a_creature(obj, base.abilities)) is not None:
        # 702.151b: not a creature while attached (702.176a: while an impending permanent has a
        # time counter); its creature types go with it (205.3d)
        base = replace(
            base,
            types=tuple(t for t in base.types if t != "Creature"),
            subtypes=tuple(t for t in base.subtypes if t not in EVERY_CREATURE_TYPE),
            power=None,
            toughness=None,
        )
        notes.append((Layer.L4_TYPE.value, not_creature))
    base, defined_by = _characteristic_defining(state, obj, base)
    if obj.zone.value != "battlefield":
        return _typed_beyond_battlefield(state, obj, base)
    result = base
    if defined_by:
        notes.append((Layer.L7A_CHARACTERISTIC_DEFINING.value, defined_by))
    elif base.power is not None and not is_face_down(obj):  # 613.2b's note says it's a 2/2
        source = "copied" if copied else "printed"  # a copy's base values are the copied ones
        notes.append((source, f"{base.power}/{base.toughness}"))  # shown as "printed 2/2"
    typed, layered = _layered_effects(state)
    # Layer 4 first (613.1d): what the object is then decides which later effects apply to it.
    # Type-changing effects are chosen by the printed types (613.8 dependencies aren't modeled).
    for effect in (e for e in typed if _affects(e, obj, state, base)):
        if effect.kind == "change_creature_types":
            result, note = changed_creature_types(effect, result)
            notes.append((Layer.L4_TYPE.value, f"{note} ({_origin(state, effect)})"))
            continue
        result, what = _added_types(effect, result)
        notes.append((Layer.L4_TYPE.value, f"is also {what} ({_origin(state, effect)})"))
    if state.effects and "Legendary" not in result.supertypes and ring_legendary(state, obj):
        # 701.54c: the Ring's emblem makes its player's Ring-bearer legendary (613.1d)
        result = replace(result, supertypes=("Legendary", *result.supertypes))
        notes.append((Layer.L4_TYPE.value, "is legendary: it is a Ring-bearer (701.54c)"))
    relevant = [e for e in layered if _affects(e, obj, state, result, keywords=False)]
    # 122.1b, 613.1f: a keyword counter gives its keyword in layer 6; taken before the layer's
    # effects (the counters' own timestamps aren't kept), so a later "loses all abilities"
    # removes it.
    from_counters = frozenset(
        k for k in KEYWORD_COUNTERS if obj.counter(k) > 0 and keyword_applies(k)
    )
    if from_counters:
        result = replace(result, keywords=result.keywords | from_counters)
        notes.append(
            (Layer.L6_ABILITIES.value, f"has {', '.join(sorted(from_counters))} (counters)")
        )
    for effect in relevant:
        layer = LAYER_KINDS[effect.kind]
        with_keyword = effect.params.get("with_keyword")
        if with_keyword is not None and not result.has(str(with_keyword)):
            continue  # 613.1f: the keywords as this effect's layer applies (after layer 6)
        if effect.kind == "set_colors":
            # 613.1e, 105.3: "is a 2/2 blue Elemental creature" (Wind Zendikon): the color named
            # replaces the object's colors.
            colors = tuple(str(c) for c in effect.params.get("colors", ()))
            result = replace(result, colors=colors)
            names = {letter: word for word, letter in COLOR_LETTERS.items()}
            words = ", ".join(names.get(c, c) for c in colors) or "colorless"
            notes.append((layer.value, f"is {words} ({_origin(state, effect)})"))
        elif effect.kind == "gain_keywords":
            added = frozenset(k.lower() for k in effect.params.get("keywords", ()))
            if effect.source != obj.id:  # the object's own static ability is an ability
                imposed |= frozenset(k for k in added if is_effect_restriction(k))
            result = replace(result, keywords=result.keywords | added)
            notes.append(
                (layer.value, f"gains {', '.join(sorted(added))} ({_origin(state, effect)})")
            )
        elif effect.kind == SUSPECTED:
            # 701.60c: menace and "This creature can't block" while it's suspected.
            result = replace(result, keywords=result.keywords | SUSPECTED_KEYWORDS)
            notes.append((layer.value, "has menace and can't block: it is suspected (701.60c)"))
        elif effect.kind == "gain_abilities":
            # 613.1f, 113.1a: an ability in quotation marks, the object's own from now on.
            granted = tuple(effect.params.get("abilities", ()))
            granter = state.find_object(effect.source) if effect.source else None
            written = effective_def(state, granter) if granter is not None else None
            references = tuple(
                (len(result.abilities) + k, reference)
                for k in range(len(granted))
                if (reference := granted_reference(effect, k, written)) is not None
            )
            result = replace(
                result,
                abilities=result.abilities + granted,
                granted=result.granted + references,
            )
            notes.append((layer.value, f"gains an ability ({_origin(state, effect)})"))
        elif effect.kind == ANY_COLOR_KIND:
            # 613.1f, 605.1a: "{T}: Add one mana of any color." (engine.rules.granted_abilities)
            result = replace(result, abilities=(*result.abilities, ANY_COLOR_MANA))
            notes.append((layer.value, f"has “{ANY_COLOR_MANA.text}” ({_origin(state, effect)})"))
        elif effect.kind == "lose_keywords":
            # 613.1f: "loses flying" (Sky Tether): removed in timestamp order with the others
            lost = frozenset(k.lower() for k in effect.params.get("keywords", ()))
            result = replace(result, keywords=result.keywords - lost)
            notes.append(
                (layer.value, f"loses {', '.join(sorted(lost))} ({_origin(state, effect)})")
            )
        elif effect.kind == "lose_all_abilities":
            # 113.10, 611.1: a restriction an effect imposed isn't an ability; it stays.
            result = replace(result, keywords=imposed, abilities=(), granted=())
            notes.append((layer.value, f"loses all abilities ({_origin(state, effect)})"))
        elif effect.kind == "set_power_toughness" and effect.params.get("counter_kind"):
            # 613.4b: "power and toughness are each equal to the number of charge counters on
            # it" as an ability an effect granted (no characteristic-defining ability, 604.3a)
            counted = obj.counter(str(effect.params["counter_kind"]))
            result = replace(result, power=counted, toughness=counted)
            notes.append((layer.value, f"{counted}/{counted} ({_origin(state, effect)})"))
        elif effect.kind == "set_power_toughness":
            result = replace(
                result,
                power=_number(effect.params.get("power"), result.power),
                toughness=_number(effect.params.get("toughness"), result.toughness),
            )
            notes.append(
                (
                    layer.value,
                    f"base becomes {result.power}/{result.toughness} ({_origin(state, effect)})",
                )
            )
        elif effect.kind == "modify_power_toughness" and result.power is not None:
            dp, dt = int(effect.params.get("power", 0)), int(effect.params.get("toughness", 0))
            n = counted_times(state, effect, printed)  # "for each ..." (613.4c)
            dp, dt = dp * n, dt * n
            result = replace(
                result, power=result.power + dp, toughness=(result.toughness or 0) + dt
            )
            notes.append((layer.value, f"{dp:+d}/{dt:+d} ({_origin(state, effect)})"))
    # Counters apply in 7c after the effects with earlier timestamps; +1/+1 and -1/-1 only.
    plus, minus = obj.counter("+1/+1"), obj.counter("-1/-1")
    if (plus or minus) and result.power is not None:
        result = replace(
            result,
            power=result.power + plus - minus,
            toughness=(result.toughness or 0) + plus - minus,
        )
        notes.append((Layer.L7C_MODIFY.value, f"counters {plus - minus:+d}/{plus - minus:+d}"))
    for effect in relevant:
        if effect.kind == "switch_power_toughness" and result.power is not None:
            result = replace(result, power=result.toughness, toughness=result.power)
            notes.append(
                (Layer.L7D_SWITCH.value, f"power and toughness switched ({_origin(state, effect)})")
            )
    return replace(result, breakdown=tuple(notes))


# 708.2a: no name, no text (so no abilities and no keywords), no subtypes, no mana cost (so
# colorless, 105.2c), the card type creature and no supertype.
FACE_DOWN = Chars(
    name="",
    types=("Creature",),
    subtypes=(),
    supertypes=(),
    power=FACE_DOWN_POWER,
    toughness=FACE_DOWN_TOUGHNESS,
    loyalty=None,
    colors=(),
    keywords=frozenset(),
    abilities=(),
    mana_cost="",
    defined=True,
)
# 702.168b: a face-down spell or permanent cast with disguise (GameObject.cast_for).
DISGUISED = "disguise"
FACE_DOWN_DISGUISED = replace(FACE_DOWN, abilities=(ward("{2}"),))
DISGUISED_NOTE = (
    "face down with disguise: a 2/2 creature with ward {2} and no name, subtypes or mana cost "
    "(702.168b)"
)
# How a card put onto the battlefield face down became so (GameObject.cast_for): manifested
# (701.40a) or cloaked (701.58a, a 2/2 with ward {2}); engine.mechanics.manifest.
MANIFESTED = "manifest"
CLOAKED = "cloak"
_FACE_DOWN_NOTES = {
    DISGUISED: DISGUISED_NOTE,
    MANIFESTED: "manifested: a face-down 2/2 creature with no text, name, subtypes or mana cost "
    "(701.40a)",
    CLOAKED: "cloaked: a face-down 2/2 creature with ward {2} and no name, subtypes or mana cost "
    "(701.58a)",
}


NO_CHARACTERISTICS = Chars("", (), (), (), None, None, None, (), frozenset(), (), "", True)


def _added_types(effect: Effect, current: Chars) -> tuple[Chars, str]:
    """Layer 4 "add_card_types" (613.1d): the types and subtypes it adds that the object hasn't
    got. A subtype bound from "the chosen type" before anything was chosen is "" and adds
    nothing (engine.rules.chosen)."""
    types = tuple(t for t in effect.params.get("types", ()) if t and t not in current.types)
    more = tuple(t for t in effect.params.get("subtypes", ()) if t and t not in current.subtypes)
    added = replace(current, types=current.types + types, subtypes=current.subtypes + more)
    return added, " ".join((*more, *types)) or "nothing new"


def _typed_beyond_battlefield(state: GameState, obj: GameObject, base: Chars) -> Chars:
    """An effect changes permanents only unless its text says otherwise (609.2; a static
    ability's effect applies to whatever its text indicates, 611.3a). Arcane Adaptation's
    "The same is true for creature spells you control and creature cards you own that aren't on
    the battlefield" is such an effect ("beyond_battlefield"): its layer-4 types (613.1d) apply
    to a creature spell its controller controls (an ability on the stack is no spell) and to a
    creature card its controller owns in any other zone."""
    effects = [e for e in _layered_effects(state)[0] if e.params.get("beyond_battlefield")]
    if not effects or "Creature" not in base.types:
        return base
    if obj.zone is Zone.STACK and obj.stack is not None and obj.stack.kind != "spell":
        return base
    result = base
    notes: list[tuple[str, str]] = []
    for effect in effects:
        yours = obj.owner == effect.controller or (
            obj.zone is Zone.STACK and obj.controller == effect.controller
        )
        if not yours or effect.kind != "add_card_types":
            continue
        result, what = _added_types(effect, result)
        notes.append((Layer.L4_TYPE.value, f"is also {what} ({_origin(state, effect)})"))
    return replace(result, breakdown=result.breakdown + tuple(notes)) if notes else result


def _layered_effects(state: GameState) -> tuple[list[Effect], list[Effect]]:
    """The characteristic-changing effects in force, once per state (every permanent's layers
    read them): the type-changing ones in timestamp order, then the others in layer and then
    timestamp order (613.7)."""
    cache = memo(state)
    found: tuple[list[Effect], list[Effect]] | None = cache.get("layered_effects")
    if found is None:
        ordered = sorted(
            (e for e in effects_in_force(state) if e.kind in LAYER_KINDS),
            key=lambda e: (LAYER_KINDS[e.kind].value, e.timestamp),
        )
        found = (
            [e for e in ordered if e.kind in TYPE_KINDS],
            [e for e in ordered if e.kind not in TYPE_KINDS],
        )
        cache["layered_effects"] = found
    return found


def _origin(state: GameState, effect: Effect) -> str:
    """Where an applied effect comes from, for the breakdown: the source object by name (an
    Equipment for "equipped creature gets +2/+0"), or what the effect does (never its id); a
    judge's stand-in says it is one (engine.rules.stand_ins)."""
    if effect.stands_in_for:
        return describe(state, effect)
    if effect.source and state.find_object(effect.source) is not None:
        return name_of(state, effect.source)
    return describe(state, effect)


# Type-changing kinds (layer 4): "add_card_types" ("becomes an artifact creature", "it's still a
# land": 205.1b, the object keeps its other types).
TYPE_KINDS = frozenset({"add_card_types", "change_creature_types"})

LAYER_KINDS: dict[str, Layer] = {
    "add_card_types": Layer.L4_TYPE,
    "change_creature_types": Layer.L4_TYPE,
    "set_colors": Layer.L5_COLOR,
    "gain_keywords": Layer.L6_ABILITIES,
    "lose_all_abilities": Layer.L6_ABILITIES,
    "lose_keywords": Layer.L6_ABILITIES,
    "gain_abilities": Layer.L6_ABILITIES,
    SUSPECTED: Layer.L6_ABILITIES,
    ANY_COLOR_KIND: Layer.L6_ABILITIES,
    "set_power_toughness": Layer.L7B_SET,
    "modify_power_toughness": Layer.L7C_MODIFY,
    "switch_power_toughness": Layer.L7D_SWITCH,
}


def is_creature(state: GameState, obj: GameObject) -> bool:
    return chars(state, obj).is_type("Creature")


def lethal_damage_left(state: GameState, obj: GameObject) -> int:
    """How much more damage is lethal for a creature (120.4a, 702.2c aside)."""
    toughness = chars(state, obj).toughness or 0
    return max(0, toughness - obj.damage)


def _number(value: object, default: int | None) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def untapped_of_type(state: GameState, player: str, card_type: str) -> tuple[GameObject, ...]:
    """The untapped permanents of a card type that `player` controls (phased-out ones are
    treated as though they don't exist, 702.26b): what could be tapped to help pay a cost
    (convoke 702.51a, improvise 702.126a)."""
    return tuple(
        o
        for o in state.battlefield
        if o.controller == player
        and not o.tapped
        and not o.phased_out
        and chars(state, o).is_type(card_type)
    )


def affects(state: GameState, effect: Effect, obj: GameObject) -> bool:
    """Does this characteristic-changing effect apply to the object now (its filter checked
    against the object's current characteristics)? Riot counts its instances by it (702.136b)."""
    return _affects(effect, obj, state, chars(state, obj))
