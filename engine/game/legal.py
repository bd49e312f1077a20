"""The action picker's source: what can be done now, and why the rest can't.

`available_actions(state)` lists casting each card in a hand, activating each activated ability,
playing lands, resolving the top of the stack and the turn and combat actions, each marked legal
or not with the reason and rule. Targets, X and modes are chosen afterwards; an option that needs
them says how many. Casting a spell with delve also lists the cards its caster could exile for it
(702.66a): `extras["delve"]`, ids in the caster's graveyard, and `extras["delve_generic"]`, the
generic mana of the mana cost (the most cards that can pay, plus X for a cost with X).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

from engine.actions.base import parse_action
from engine.actions.stack import Activate, Cast, spell_ability
from engine.cards.model import ActivatedAbility, generic_mana
from engine.cards.registry import card_def
from engine.core.errors import EngineError, IllegalAction
from engine.core.state import GameObject, GameState, Zone
from engine.core.variants import opponents_of
from engine.mechanics.adventure import adventure_permission
from engine.mechanics.aftermath import aftermath_halves, has_aftermath
from engine.mechanics.assist import assist_candidates, has_assist
from engine.mechanics.blitz import blitz_mana
from engine.mechanics.cleave import has_cleave
from engine.mechanics.collect_evidence import evidence_option
from engine.mechanics.conditional_alternative_costs import conditional_cost
from engine.mechanics.convoke import convoke_candidates, has_convoke
from engine.mechanics.delve import delve_candidates, has_delve
from engine.mechanics.disturb import disturb_cost
from engine.mechanics.foretell import foretell_cost
from engine.mechanics.harmonize import can_tap_for_harmonize
from engine.mechanics.impending import impending_mana
from engine.mechanics.improvise import has_improvise, improvise_candidates
from engine.mechanics.jump_start import has_jump_start
from engine.mechanics.keyword_costs import has_keyword_cost
from engine.mechanics.mayhem import can_cast_with_mayhem
from engine.mechanics.more_than_meets_the_eye import converted_cost
from engine.mechanics.morph import face_down_mana_cost, morph_cost
from engine.mechanics.overload import has_overload
from engine.mechanics.play_from_exile import may_cast_from_exile
from engine.mechanics.plot import plot_cost, plotted_turn
from engine.mechanics.retrace import has_retrace
from engine.mechanics.suspend import suspend_of
from engine.mechanics.warp import warped_turn
from engine.mechanics.waterbend import has_waterbend_cost, waterbend_candidates
from engine.rules.characteristics import chars
from engine.rules.faces import CHOSEN_AS_CAST, face_name, layout_and_faces, object_definition
from engine.rules.names import name_of, told_apart


@dataclass(frozen=True)
class ActionOption:
    action: dict[str, Any]
    label: str
    legal: bool
    reason: str = ""
    rule: str = ""
    needs_targets: tuple[str, ...] = ()
    player: str = ""
    extras: dict[str, Any] = field(default_factory=dict)


def _try(check: Callable[[], None]) -> tuple[bool, str, str]:
    try:
        check()
    except IllegalAction as err:
        return False, err.message, err.rule
    except EngineError as err:
        return False, str(err), ""
    return True, "", ""


def _parses(state: GameState, action: dict[str, Any]) -> None:
    parse_action(action, state)


def available_actions(state: GameState) -> list[ActionOption]:
    options: list[ActionOption] = []
    for obj in state.objects:
        if obj.zone is Zone.HAND:
            c = chars(state, obj)
            if c.is_type("Land"):
                play = {"type": "play_land", "object": obj.id}
                ok, why, rule = _try(partial(_parses, state, play))
                options.append(
                    ActionOption(
                        play,
                        f"Play {obj.card}{told_apart(state, obj)}",
                        ok,
                        why,
                        rule,
                        player=obj.owner,
                    )
                )
            else:
                options.append(_cast_option(state, obj))
                options += _other_ways_to_cast(state, obj)
            options += _land_back_face(state, obj)
        elif obj.zone is Zone.GRAVEYARD and (
            _definition_has(state, obj, "flashback")
            or _definition_has(state, obj, "flashback_cost")
        ):
            options.append(_cast_option(state, obj, flashback=True))  # 702.34a
        elif obj.zone is Zone.GRAVEYARD and _definition_has(state, obj, "escape"):
            options.append(_cast_option(state, obj, escape=True))  # 702.138a
        elif obj.zone is Zone.GRAVEYARD and can_cast_with_mayhem(state, obj):
            options.append(_cast_option(state, obj, mayhem=True))  # 702.187b
        elif obj.zone is Zone.GRAVEYARD and _definition_has(state, obj, "harmonize"):
            # 702.180a: tapping no creature, or one of the caster's untapped creatures
            options.append(_cast_option(state, obj, harmonize=True))
            for creature in state.battlefield:
                if can_tap_for_harmonize(state, creature, obj.owner):
                    options.append(_cast_option(state, obj, harmonize=True, tap=creature.id))
        elif obj.zone is Zone.GRAVEYARD and disturb_cost(state, obj) is not None:
            options.append(_cast_option(state, obj, disturb=True))  # 702.146a
        elif obj.zone is Zone.GRAVEYARD and has_retrace(state, obj):
            options.append(_cast_option(state, obj, retrace=True))  # 702.81a
        elif obj.zone is Zone.GRAVEYARD and has_jump_start(state, obj):
            options.append(_cast_option(state, obj, jump_start=True))  # 702.133a
        elif obj.zone is Zone.GRAVEYARD and aftermath_halves(state, obj):
            # 702.127a: the half with aftermath, cast from the graveyard
            options += [_cast_option(state, obj, face=f) for f in aftermath_halves(state, obj)]
        elif obj.zone is Zone.EXILE and adventure_permission(state, obj):
            options.append(_cast_option(state, obj))  # 715.3d
        elif obj.zone is Zone.EXILE and obj.foretold_turn:
            options.append(_cast_option(state, obj, foretell=True))  # 702.143a
        elif obj.zone is Zone.EXILE and plotted_turn(state, obj) is not None:
            options.append(_cast_option(state, obj, plot=True))  # 702.170d
        elif obj.zone is Zone.EXILE and warped_turn(state, obj) is not None:
            options.append(_cast_option(state, obj))  # 702.185a: a warped card in exile
        elif obj.zone is Zone.EXILE and may_cast_from_exile(state, obj, obj.owner):
            options.append(_exiled_play_option(state, obj))  # 601.3, 305.1
        if obj.zone is Zone.BATTLEFIELD and obj.face_down:
            options.append(_turn_face_up_option(state, obj))  # 116.2b, 702.37e
            if face_down_mana_cost(state, obj) and morph_cost(card_def(state, obj.card)):
                # 701.40c, 701.58c: a manifested card with morph may use either procedure
                options.append(_turn_face_up_option(state, obj, for_mana_cost=True))
        for index, ability in enumerate(chars(state, obj).abilities):
            if (
                not isinstance(ability, ActivatedAbility)
                or obj.zone is not ability.zone
                or obj.phased_out
            ):
                continue
            activate = Activate(obj.id, index)
            ok, why, rule = _try(partial(activate.check_costs, state))
            options.append(
                ActionOption(
                    {"type": "activate", "object": obj.id, "ability": index},
                    f"{obj.card}{told_apart(state, obj)}: {ability.text}",
                    ok,
                    why,
                    rule,
                    ability.targets,
                    obj.controller,
                    {
                        "mana_ability": ability.mana_ability,
                        "x": "X" in ability.cost.mana,
                        **_waterbend_extras(state, obj.controller, obj.id, ability),
                    },
                )
            )
    for player in state.players:
        if player.companion:
            options.append(_companion_option(state, player.id))  # 116.2g, 702.139a
    stack = state.zone(Zone.STACK)
    if stack:
        # The top object by its name: an ability is "Kor Firewalker's triggered ability", not
        # its card (113.1), a face-down spell a face-down creature (708.2a).
        top = name_of(state, stack[-1].id)
        options.append(ActionOption({"type": "resolve"}, f"All players pass: {top} resolves", True))
    else:
        options.append(
            ActionOption(
                {"type": "resolve"},
                "Resolve the top of the stack",
                False,
                "the stack is empty",
                "117.4",
            )
        )
    for hook in EXTRA_OPTIONS:
        options.extend(hook(state))
    return options


def _exiled_play_option(state: GameState, obj: GameObject) -> ActionOption:
    """A card an effect lets its owner play from exile (engine.mechanics.play_from_exile): a
    land is played (305.1, the land drop), anything else cast (601.3)."""
    if not chars(state, obj).is_type("Land"):
        return _cast_option(state, obj)
    play = {"type": "play_land", "object": obj.id}
    ok, why, rule = _try(partial(_parses, state, play))
    return ActionOption(
        play, f"Play {obj.card}{told_apart(state, obj)} from exile", ok, why, rule, player=obj.owner
    )


def _foretell_option(state: GameState, obj: GameObject) -> ActionOption:
    """Foretelling a card of the hand (a special action, 116.2h): {2}, exiled face down."""
    action = {"type": "foretell", "object": obj.id}
    ok, why, rule = _try(partial(_parses, state, action))
    label = f"Foretell {obj.card}{told_apart(state, obj)} (pay {{2}}, exile it face down)"
    return ActionOption(action, label, ok, why, rule, player=obj.owner)


def _companion_option(state: GameState, player: str) -> ActionOption:
    """Putting the companion into hand (a special action, 116.2g): {3}, from outside the game."""
    action = {"type": "companion", "player": player}
    ok, why, rule = _try(partial(_parses, state, action))
    label = f"Put {state.player(player).companion} into your hand (companion: pay {{3}})"
    return ActionOption(action, label, ok, why, rule, player=player)


def _plot_option(state: GameState, obj: GameObject) -> ActionOption:
    """Plotting a card of the hand (a special action, 116.2k): its plot cost, exiled face up."""
    action = {"type": "plot", "object": obj.id}
    ok, why, rule = _try(partial(_parses, state, action))
    label = f"Plot {obj.card}{told_apart(state, obj)} (pay {plot_cost(card_def(state, obj.card))}, exile it)"
    return ActionOption(action, label, ok, why, rule, player=obj.owner)


def _suspend_option(state: GameState, obj: GameObject) -> ActionOption:
    """Suspending a card of the hand (a special action, 116.2f): its cost, time counters."""
    action = {"type": "suspend", "object": obj.id}
    ok, why, rule = _try(partial(_parses, state, action))
    found = suspend_of(card_def(state, obj.card))
    count, cost = found if found is not None else (0, "")
    label = f"Suspend {obj.card}{told_apart(state, obj)} (pay {cost}, exile it with {count} time counters)"
    return ActionOption(action, label, ok, why, rule, player=obj.owner)


def _turn_face_up_option(
    state: GameState, obj: GameObject, for_mana_cost: bool = False
) -> ActionOption:
    """Turning a face-down permanent face up (a special action, 116.2b): its controller's
    option, named to them (708.5), with the morph cost it pays (702.37e), or the mana cost of a
    manifested or cloaked creature card (701.40b, 701.58b)."""
    action: dict[str, Any] = {"type": "turn_face_up", "object": obj.id}
    if for_mana_cost:
        action["mana_cost"] = True
    ok, why, rule = _try(partial(_parses, state, action))
    cost = morph_cost(card_def(state, obj.card))
    if for_mana_cost or cost is None:
        cost = face_down_mana_cost(state, obj)
    label = f"Turn {obj.card} face up" + (f" for {cost}" if cost else "")
    return ActionOption(action, label, ok, why, rule, player=obj.controller)


def _definition_has(state: GameState, obj: GameObject, field: str) -> bool:
    definition = object_definition(state, obj)
    return definition is not None and bool(getattr(definition, field))


def _land_back_face(state: GameState, obj: GameObject) -> list[ActionOption]:
    """A modal double-faced card whose back face is a land may be played as that face
    (712.11b, 712.8f), as its land drop (305.2)."""
    layout, faces = layout_and_faces(state, obj)
    if layout != "modal_dfc" or len(faces) != 2 or "Land" not in faces[1].types:
        return []
    play = {"type": "play_land", "object": obj.id, "face": 1}
    ok, why, rule = _try(partial(_parses, state, play))
    name = face_name(state, replace(obj, zone=Zone.BATTLEFIELD, face=1))  # the land's own name
    return [
        ActionOption(play, f"Play {name}{told_apart(state, obj)}", ok, why, rule, player=obj.owner)
    ]


def _other_ways_to_cast(state: GameState, obj: GameObject) -> list[ActionOption]:
    """A card in hand castable another way: for its alternative cost (118.9), or as its other
    half, face or Adventure (709.3, 712.11b, 715.3)."""
    found = []
    if _definition_has(state, obj, "alternative_cost") or (
        conditional_cost(object_definition(state, obj)) is not None  # 601.2b
    ):
        found.append(_cast_option(state, obj, alternative=True))
    if has_keyword_cost(object_definition(state, obj), "kicker"):
        found.append(_cast_option(state, obj, kicked=True))  # 702.33a
    if _definition_has(state, obj, "second_kicker"):  # 702.33b: either kicker cost, or both
        found.append(_cast_option(state, obj, second_kicker=True))
        found.append(_cast_option(state, obj, kicked=True, second_kicker=True))
    if has_keyword_cost(object_definition(state, obj), "buyback"):
        found.append(_cast_option(state, obj, buyback=True))  # 702.27a
    if _definition_has(state, obj, "casualty"):
        found.append(_cast_option(state, obj, casualty=True))  # 702.153a
    if chars(state, obj).has("Conspire"):
        found.append(_cast_option(state, obj, conspire=True))  # 702.78a
    if _definition_has(state, obj, "emerge"):
        for creature in state.battlefield:  # 702.119a: one way for each creature to sacrifice
            if creature.controller == obj.owner and chars(state, creature).is_type("Creature"):
                found.append(_cast_option(state, obj, emerge=creature.id))
    if _definition_has(state, obj, "gift"):
        for opponent in opponents_of(state, obj.owner):  # 702.174a: one way for each
            found.append(_cast_option(state, obj, gift=opponent))
    if has_keyword_cost(object_definition(state, obj), "squad"):
        found.append(_cast_option(state, obj, squad=1))  # 702.157a: once; more by the action
    if chars(state, obj).has("Bargain"):
        found.append(_cast_option(state, obj, bargain=True))  # 702.166a
    if has_keyword_cost(object_definition(state, obj), "evoke"):
        found.append(_cast_option(state, obj, evoke=True))  # 702.74a
    if _definition_has(state, obj, "entwine"):
        found.append(_cast_option(state, obj, entwine=True))  # 702.42a
    if _definition_has(state, obj, "dash"):
        found.append(_cast_option(state, obj, dash=True))  # 702.109a
    if _definition_has(state, obj, "awaken"):
        found.append(_cast_option(state, obj, awaken=True))  # 702.113a
    if blitz_mana(object_definition(state, obj)) is not None:
        found.append(_cast_option(state, obj, blitz=True))  # 702.152a
    if impending_mana(object_definition(state, obj)) is not None:
        found.append(_cast_option(state, obj, impending=True))  # 702.176a
    if _definition_has(state, obj, "bestow"):
        found.append(_cast_option(state, obj, bestow=True))  # 702.103a
    if _definition_has(state, obj, "mutate"):
        found.append(_cast_option(state, obj, mutate=True))  # 702.140a
    if _definition_has(state, obj, "prototype"):
        found.append(_cast_option(state, obj, prototype=True))  # 702.160a
    if converted_cost(state, obj) is not None:
        found.append(_cast_option(state, obj, converted=True))  # 702.162a
    if evidence_option(object_definition(state, obj)) is not None:
        found.append(_cast_option(state, obj, collect_evidence=True))  # 701.59a
    if _definition_has(state, obj, "warp"):
        found.append(_cast_option(state, obj, warp=True))  # 702.185a
    if _definition_has(state, obj, "web_slinging"):
        found.append(_cast_option(state, obj, web_slinging=True))  # 702.188a
    if _definition_has(state, obj, "offspring"):
        found.append(_cast_option(state, obj, offspring=True))  # 702.175a
    if _definition_has(state, obj, "sneak"):
        found.append(_cast_option(state, obj, sneak=True))  # 702.190a
    if has_overload(object_definition(state, obj)):
        found.append(_cast_option(state, obj, overload=True))  # 702.96a
    if has_cleave(object_definition(state, obj)):
        found.append(_cast_option(state, obj, cleave=True))  # 702.148a
    if morph_cost(card_def(state, obj.card)) is not None:
        found.append(_cast_option(state, obj, face_down=True))  # 702.37c
    if foretell_cost(card_def(state, obj.card)) is not None:
        found.append(_foretell_option(state, obj))  # 116.2h, 702.143a
    if plot_cost(card_def(state, obj.card)) is not None:
        found.append(_plot_option(state, obj))  # 116.2k, 702.170a
    if suspend_of(card_def(state, obj.card)) is not None:
        found.append(_suspend_option(state, obj))  # 116.2f, 702.62a
    layout, faces = layout_and_faces(state, obj)
    if (
        layout in CHOSEN_AS_CAST
        and len(faces) == 2
        and "Land" not in faces[1].types  # a land face is played, not cast (305.9)
        and not has_aftermath(state, obj, 1)  # 702.127a: only from a graveyard
    ):
        found.append(_cast_option(state, obj, face=1))
    return found


# How the action picker names each way to cast a spell (the cast action's flag -> the words added
# to "Cast <name>").
CAST_WAY_WORDS = {
    "flashback": " with flashback",  # 702.34a
    "alternative": " for its alternative cost",  # 118.9
    "kicked": " with kicker",  # 702.33a
    "second_kicker": " with its second kicker",  # 702.33b
    "buyback": " with buyback",  # 702.27a
    "evoke": " for its evoke cost",  # 702.74a
    "dash": " for its dash cost",  # 702.109a
    "awaken": " for its awaken cost",  # 702.113a
    "blitz": " for its blitz cost",  # 702.152a
    "impending": " for its impending cost",  # 702.176a
    "overload": " for its overload cost",  # 702.96a
    "cleave": " for its cleave cost",  # 702.148a
    "bestow": " bestowed (for its bestow cost, an Aura)",  # 702.103a
    "mutate": " for its mutate cost (merging with a non-Human creature)",  # 702.140a
    "prototype": " prototyped",  # 702.160a, 718.3
    "converted": " converted (for its More Than Meets the Eye cost)",  # 702.162a
    "collect_evidence": " collecting evidence",  # 701.59a
    "entwine": " entwined (all modes)",  # 702.42a
    "casualty": " paying its casualty cost (sacrificing a creature)",  # 702.153a
    "conspire": " paying its conspire cost (tapping two creatures)",  # 702.78a
    "squad": " paying its squad cost once",  # 702.157a
    "emerge": " for its emerge cost (sacrificing a creature)",  # 702.119a
    "gift": " promising its gift",  # 702.174a
    "bargain": " bargained (sacrificing an artifact, enchantment, or token)",  # 702.166a
    "escape": " with escape",  # 702.138a
    "disturb": " transformed for its disturb cost",  # 702.146a, 712.11a
    "face_down": " face down for {3} (morph)",  # 702.37c
    "foretell": " from exile for its foretell cost",  # 702.143a
    "plot": " from exile, plotted, without paying its mana cost",  # 702.170d
    "warp": " for its warp cost",  # 702.185a
    "mayhem": " from the graveyard for its mayhem cost",  # 702.187b
    "web_slinging": " for its web-slinging cost",  # 702.188a
    "harmonize": " from the graveyard for its harmonize cost",  # 702.180a
    "sneak": " for its sneak cost, returning an unblocked creature",  # 702.190a
    "offspring": " paying its offspring cost as well",  # 702.175a
}


def _cast_option(
    state: GameState,
    obj: GameObject,
    *,
    flashback: bool = False,
    alternative: bool = False,
    face: int = 0,
    kicked: bool = False,
    second_kicker: bool = False,
    buyback: bool = False,
    retrace: bool = False,
    jump_start: bool = False,
    evoke: bool = False,
    dash: bool = False,
    awaken: bool = False,
    blitz: bool = False,
    impending: bool = False,
    entwine: bool = False,
    escape: bool = False,
    disturb: bool = False,
    face_down: bool = False,
    foretell: bool = False,
    overload: bool = False,
    cleave: bool = False,
    bestow: bool = False,
    mutate: bool = False,
    prototype: bool = False,
    converted: bool = False,
    collect_evidence: bool = False,
    plot: bool = False,
    warp: bool = False,
    sneak: bool = False,
    offspring: bool = False,
    casualty: bool = False,
    conspire: bool = False,
    bargain: bool = False,
    squad: int = 0,
    emerge: str = "",
    gift: str = "",
    mayhem: bool = False,
    web_slinging: bool = False,
    harmonize: bool = False,
    tap: str = "",
) -> ActionOption:
    cast = Cast(
        obj.id,
        flashback=flashback,
        alternative=alternative,
        face=face,
        kicked=kicked,
        second_kicker=second_kicker,
        buyback=buyback,
        retrace=retrace,
        jump_start=jump_start,
        evoke=evoke,
        dash=dash,
        awaken=awaken,
        blitz=blitz,
        impending=impending,
        entwine=entwine,
        escape=escape,
        disturb=disturb,
        face_down=face_down,
        foretell=foretell,
        overload=overload,
        cleave=cleave,
        bestow=bestow,
        mutate=mutate,
        prototype=prototype,
        converted=converted,
        collect_evidence=collect_evidence,
        plot=plot,
        warp=warp,
        sneak=sneak,
        offspring=offspring,
        casualty=casualty,
        conspire=conspire,
        bargain=bargain,
        squad=squad,
        emerge=emerge,
        gift=gift,
        mayhem=mayhem,
        web_slinging=web_slinging,
        harmonize=harmonize,
        harmonize_creature=tap,
    )
    ok, why, rule = _try(partial(cast.check_timing, state))
    needs = cast.target_requirements(state) if ok else ()
    extras: dict[str, Any] = {"x": "X" in chars(state, obj).mana_cost}
    if ok and has_delve(state, obj):
        extras["delve"] = tuple(o.id for o in delve_candidates(state, obj.owner))
        extras["delve_generic"] = generic_mana(chars(state, obj).mana_cost, 0)
    multikicker = object_definition(state, obj)
    if ok and multikicker is not None and multikicker.multikicker:
        extras["multikicker"] = multikicker.multikicker  # paid any number of times (702.33c)
    if ok and multikicker is not None and multikicker.replicate:
        extras["replicate"] = multikicker.replicate  # paid any number of times (702.56a)
    if ok and has_convoke(state, obj):  # 702.51a
        extras["convoke"] = tuple(o.id for o in convoke_candidates(state, obj.owner))
    if ok and has_improvise(state, obj):  # 702.126a
        extras["improvise"] = tuple(o.id for o in improvise_candidates(state, obj.owner))
    if ok and has_waterbend_cost(spell_ability(object_definition(state, obj))):  # 701.67a
        extras["waterbend"] = tuple(o.id for o in waterbend_candidates(state, obj.owner))
    if ok and has_assist(state, obj):  # 702.132a: the players who could help pay
        extras["assist"] = assist_candidates(state, obj.owner)
    action: dict[str, Any] = {"type": "cast", "object": obj.id}
    # The caster's own card, named to them even when cast face down (708.5).
    label = f"Cast {chars(state, cast.on_stack(obj)).name or obj.card}{told_apart(state, obj)}"
    ways = {
        "flashback": flashback,
        "alternative": alternative,
        "kicked": kicked,
        "second_kicker": second_kicker,
        "buyback": buyback,
        "evoke": evoke,
        "dash": dash,
        "awaken": awaken,
        "blitz": blitz,
        "impending": impending,
        "entwine": entwine,
        "escape": escape,
        "disturb": disturb,
        "face_down": face_down,
        "foretell": foretell,
        "overload": overload,
        "cleave": cleave,
        "bestow": bestow,
        "mutate": mutate,
        "prototype": prototype,
        "converted": converted,
        "collect_evidence": collect_evidence,
        "plot": plot,
        "warp": warp,
        "mayhem": mayhem,
        "web_slinging": web_slinging,
        "harmonize": harmonize,
        "sneak": sneak,
        "offspring": offspring,
        "casualty": casualty,
        "conspire": conspire,
        "bargain": bargain,
        "squad": squad,
        "emerge": emerge,
        "gift": gift,
    }
    for way, chosen in ways.items():
        if chosen:
            action[way] = chosen  # True; squad's count, emerge's creature
            label += CAST_WAY_WORDS[way]
    if emerge or gift:
        label += f": {name_of(state, emerge or gift)}"
    if tap:
        action["harmonize_creature"] = tap  # 702.180b
        label += f", tapping {name_of(state, tap)}"
    if retrace or jump_start:
        # 702.81a, 702.133a: the card to discard is chosen with the action ("discard").
        action["retrace" if retrace else "jump_start"] = True
        label += " with retrace" if retrace else " with jump-start"
        hand = state.zone(Zone.HAND, obj.owner)
        extras["discard"] = tuple(
            o.id for o in hand if not retrace or chars(state, o).is_type("Land")
        )
    if face:
        action["face"] = face
        if layout_and_faces(state, obj)[0] == "adventure":
            label += " as an Adventure"
    return ActionOption(
        action,
        label,
        ok,
        why,
        rule,
        needs,
        obj.owner,
        extras,
    )


# Other modules (turn structure, combat) add their options here.
EXTRA_OPTIONS: list[Callable[[GameState], list[ActionOption]]] = []


def _waterbend_extras(
    state: GameState, player: str, source: str, ability: ActivatedAbility
) -> dict[str, Any]:
    """The artifacts and creatures that may be tapped for a waterbend cost (701.67a); with {T}
    in the same cost, not the source."""
    if not ability.cost.waterbend:
        return {}
    exclude = source if ability.cost.tap else ""
    return {"waterbend": tuple(o.id for o in waterbend_candidates(state, player, exclude))}
