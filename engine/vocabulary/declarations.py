"""The vocabulary's declarations: every instruction kind, effect kind and trigger, with the fields
of its parameters. Implementations register against these names (engine.instructions,
engine.rules.effects, engine.rules.triggers); tests/engine/vocabulary checks that each declaration has
one implementation and each implementation a declaration. The scenario document's JSON Schema,
the codec's checks, the builder's forms and the documentation tables are derived from here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.core.errors import InvalidDocument, UnknownWord
from engine.core.state import Duration, Step
from engine.vocabulary.fields import NESTED, Asks, Declaration, Field, Phrase, Shape, check_params
from engine.vocabulary.words import TARGET_WORDS, Condition

DURATIONS = tuple(d.value for d in Duration)
STEPS = tuple(s.value for s in Step)
CONDITIONS = tuple(c.value for c in Condition)

R, RS, A = Shape.REFERENCE, Shape.REFERENCES, Shape.AMOUNT


def _f(name: str, shape: Shape, doc: str = "", **more: Any) -> Field:
    return Field(name, shape, doc, **more)


def _ask(field: Field, asks: Asks, label: str, **more: Any) -> Field:
    """The field as a person is asked for it (engine.vocabulary.fields.Asks)."""
    return replace(field, asks=asks, label=label, **more)


# Every instruction may run only when a condition holds as the spell resolves (608.2c).
CONDITION_FIELDS = (
    _f("if", Shape.WORD, "runs only when this holds", choices=CONDITIONS),
    _f("unless", Shape.WORD, "runs only when this doesn't hold", choices=CONDITIONS),
    # "Then if there are three or more dread counters on it, transform it." (608.2c): an
    # intervening "if" condition name (engine.rules.triggers.condition) read as it is reached
    _f("if_board", Shape.TEXT, "runs only when this board condition holds as it is reached"),
    _f("if_board_same", Shape.BOOL, "reads if_board as the instruction before it did"),
)
# The kinds of card a search or a reveal names (205.2a card types, 205.3i land types).
_CARD_KINDS = (
    "card",
    "land",
    "artifact",
    "creature",
    "enchantment",
    "planeswalker",
    "plains",
    "island",
    "swamp",
    "mountain",
    "forest",
)
_TO = _f("to", R, "what it acts on", default=0)
_PLAYER = _f("player", R, "the player", default="you")
_COUNT = _f("count", A, "how many", default=1)
_DURATION = _f("duration", Shape.WORD, "how long it lasts", choices=DURATIONS)
_BIND = _f("bind", Shape.TEXT, "the key later instructions read it under (bound:KEY)")
_TOKEN_FIELDS = (
    _f("token", Shape.OBJECT, "the token's characteristics (111.4)", required=True),
    _COUNT,
    _f("tapped", Shape.BOOL, "enters tapped"),
    _f("attacking", Shape.VALUE, "enters attacking (508.4): true, or the attacked player's id"),
    _f("bind", Shape.TEXT, "key the new tokens are bound under", default="tokens"),
)


def _i(
    kind: str,
    summary: str,
    *fields: Field,
    rules: tuple[str, ...] = (),
    phrases: tuple[Phrase, ...] = (),
) -> Declaration:
    return Declaration(kind, summary, (*fields, *CONDITION_FIELDS), rules, phrases=phrases)


def _does(key: str, text: str, optional: str, *targets: str, **params: Any) -> Phrase:
    """What a custom card's triggered ability does: "N" in a value is the amount asked."""
    return Phrase(key, text, tuple(params.items()), optional, targets)


INSTRUCTION_DECLARATIONS: tuple[Declaration, ...] = (
    _i(
        "deal_damage",
        "deals damage to one or more recipients at once (120.4)",
        _f("amount", A, "how much", default=0),
        _f("to", RS, "the recipient(s)", default=0),
        _f(
            "and_amount",
            A,
            "with 'and_to': the other amount of one sentence naming two ('deals 1 damage to "
            "target creature and 1 damage to you'), dealt at the same time as the first (120.4)",
        ),
        _f("and_to", R, "the recipient of 'and_amount'"),
        _f(
            "bind",
            Shape.TEXT,
            "binds the damage actually dealt (after prevention and replacement) under this key",
        ),
        rules=("120.3", "120.4b"),
        phrases=(
            _does(
                "damage_any",
                "it deals N damage to any target",
                "you may have it deal N damage to any target",
                "any",
                amount="N",
                to=0,
            ),
            _does(
                "damage_creature",
                "it deals N damage to target creature",
                "you may have it deal N damage to target creature",
                "creature",
                amount="N",
                to=0,
            ),
            _does(
                "damage_each_opponent",
                "it deals N damage to each opponent",
                "you may have it deal N damage to each opponent",
                amount="N",
                to="each_opponent",
            ),
        ),
    ),
    _i(
        "get_energy",
        "a player gets energy counters (107.14, 122.1)",
        _PLAYER,
        _COUNT,
        rules=("107.14", "122.1"),
    ),
    _i(
        "get_player_counters",
        "a player gets counters of a kind: experience, rad (122.1, 122.1i)",
        _f("kind", Shape.WORD, "the counter's kind", choices=("experience", "rad"), required=True),
        _PLAYER,
        _COUNT,
        rules=("122.1",),
    ),
    _i(
        "rad_counters",
        "the rad counters' ability: mill one card per rad counter, then lose 1 life and remove a "
        "rad counter for each nonland card milled (122.1i, 728.1)",
        _PLAYER,
        rules=("122.1i", "728.1"),
    ),
    _i(
        "deal_divided_damage",
        "deals damage divided as the caster chose among the spell's targets (601.2d)",
        _f("amount", A, "how much in all", default=0),
        _f("among", Shape.INT, "the most targets the text allows (0: any number)", default=0),
        rules=("601.2d", "120.4"),
    ),
    _i(
        "gain_life",
        "a player gains life",
        _f("amount", A, default=0),
        _PLAYER,
        rules=("119.3",),
        phrases=(
            _does("gain_life", "you gain N life", "you may gain N life", player="you", amount="N"),
        ),
    ),
    _i(
        "lose_life",
        "a player loses life",
        _f("amount", A, default=0),
        _PLAYER,
        rules=("119.3",),
        phrases=(
            _does(
                "opponents_lose_life",
                "each opponent loses N life",
                "you may have each opponent lose N life",
                player="each_opponent",
                amount="N",
            ),
        ),
    ),
    _i(
        "set_life",
        "a player's life total becomes a number",
        _PLAYER,
        _f("value", A, default=0),
        rules=("119.5",),
    ),
    _i(
        "double_life",
        "a player's life total is doubled",
        _f("player", R, default=0),
        rules=("701.10d",),
    ),
    _i(
        "exchange_life",
        "two players exchange life totals",
        _f("players", RS, "the two players", default=(0, 1)),
        rules=("701.12c",),
    ),
    _i(
        "create_effect",
        "creates a continuous, replacement or prevention effect",
        _f("kind", Shape.WORD, "an effect kind", required=True),
        _f("params", Shape.EFFECT_PARAMS, "the effect kind's parameters"),
        _DURATION,
        rules=("611.2a",),
    ),
    _i(
        "modify_pt",
        "+N/+N until end of turn; the affected set is locked in (611.2c)",
        _TO,
        _f("power", A, default=0),
        _f("toughness", A, default=0),
        _DURATION,
        _f("blessing_to", R, "what it affects instead with the city's blessing"),
        rules=("613.4c",),
    ),
    _i(
        "grant_keywords",
        "gains keywords until end of turn (613.1f)",
        _TO,
        _f("keywords", Shape.WORDS),
        _DURATION,
    ),
    _i(
        "set_base_pt",
        "base power and toughness N/N until end of turn; the affected set is locked in (611.2c)",
        _TO,
        _f("power", A, default=0),
        _f("toughness", A, default=0),
        _DURATION,
        rules=("613.4b",),
    ),
    _i(
        "change_creature_types",
        "gains all creature types or loses all creature types until end of turn (205.3m)",
        _TO,
        _f("creature_types", Shape.WORD, "all or none", choices=("all", "none"), required=True),
        _DURATION,
        rules=("613.1d", "205.3m"),
    ),
    _i(
        "discard_any_number_at_random",
        "the controller chooses a number as it resolves and discards that many cards at random "
        "(binds them: discarded)",
        rules=("608.2d", "701.9a", "701.9b"),
    ),
    _i(
        "discard_up_to",
        "a player discards up to a number of cards, or any number, of their choice as it resolves "
        "(binds them: discarded, and how many: discarded_count)",
        _PLAYER,
        _f("up_to", Shape.INT, "at most this many; none given: any number (107.1c)"),
        rules=("608.2d", "701.9a", "701.9b"),
    ),
    _i(
        "discard_unless_discards",
        "a player discards cards unless they discard one card of a card type instead (118.12a)",
        _PLAYER,
        _COUNT,
        _f(
            "type",
            Shape.WORD,
            "the card type that avoids the discard",
            default="Land",
            choices=("Land",),
        ),
        rules=("118.12a", "701.9a"),
    ),
    _i(
        "look_put_into_graveyard",
        "looks at the top N cards of the library, puts any number into the graveyard and the "
        "rest back on top in any order (not a surveil)",
        _PLAYER,
        _COUNT,
        rules=("608.2c", "401.4"),
    ),
    _i("may_shuffle", "the controller may shuffle their library", rules=("701.24a",)),
    _i(
        "gain_protection",
        "gains protection from a color until end of turn; chosen_color: the controller chooses "
        "it as the instruction applies (608.2d)",
        _TO,
        _f(
            "from",
            Shape.WORD,
            "the color's word, or chosen_color",
            default="chosen_color",
            choices=("chosen_color", "white", "blue", "black", "red", "green"),
        ),
        _DURATION,
        rules=("702.16a",),
    ),
    _i(
        "doesnt_untap_next",
        "it doesn't untap during its controller's next untap step (502.3)",
        _TO,
        rules=("502.3",),
    ),
    _i(
        "destroy",
        "destroys permanents",
        _TO,
        rules=("701.8a",),
        phrases=(
            _does(
                "destroy_creature",
                "destroy target creature",
                "you may destroy target creature",
                "creature",
                to=0,
            ),
        ),
    ),
    _i(
        "switch_pt",
        "power and toughness switched until end of turn (613.4d)",
        _TO,
        _DURATION,
        rules=("613.4d",),
    ),
    _i("exile", "exiles objects", _TO, rules=("406.2",)),
    _i(
        "exile_graveyard",
        "exiles every card in a player's graveyard",
        _f("player", R, default=0),
        rules=("406.2",),
    ),
    _i("counter", "counters spells or abilities", _TO, rules=("701.6a",)),
    _i(
        "counter_unless_pays",
        "counters a spell unless its controller pays",
        _TO,
        _f("cost", Shape.MANA_COST, default="{1}"),
        rules=("118.12a",),
    ),
    _i(
        "return_to_hand",
        "returns to its owner's hand",
        _TO,
        _f("from", Shape.WORD, choices=("graveyard",)),
        rules=("400.7",),
        phrases=(
            _does(
                "bounce_creature",
                "return target creature to its owner's hand",
                "you may return target creature to its owner's hand",
                "creature",
                to=0,
            ),
        ),
    ),
    _i(
        "cant_be_regenerated",
        "it can't be regenerated this turn",
        _TO,
        _f("if_dealt_damage", Shape.BOOL, "only a creature this source dealt damage to"),
        rules=("701.19c",),
    ),
    _i(
        "draw",
        "a player draws cards",
        _PLAYER,
        _COUNT,
        _f(
            "additional",
            Shape.BOOL,
            "written 'an additional card': besides the draw step's (504.1)",
        ),
        rules=("121.1",),
        phrases=(
            _does("draw", "you draw N cards", "you may draw N cards", player="you", count="N"),
        ),
    ),
    _i(
        "lose_game",
        "a player loses the game, unless they can't (104.3e)",
        _PLAYER,
        rules=("104.3e",),
    ),
    _i(
        "win_game",
        "a player wins the game, unless they can't (104.2b)",
        _PLAYER,
        rules=("104.2b",),
    ),
    _i("discard", "a player discards cards", _PLAYER, _COUNT, rules=("701.9a",)),
    _i(
        "create_tokens",
        "creates tokens under the controller's control",
        *_TOKEN_FIELDS,
        rules=("111.1",),
    ),
    _i(
        "create_tokens_for",
        "another player creates tokens",
        _PLAYER,
        *_TOKEN_FIELDS,
        rules=("111.1",),
    ),
    _i(
        "discard_hand",
        "each named player discards every card in their hand at once",
        _PLAYER,
        rules=("701.9a",),
    ),
    _i(
        "choose_from_revealed_hand",
        "each named player reveals their hand; the controller chooses a card of the kinds from"
        " it, which that player discards or which is exiled",
        _PLAYER,
        _f("types", Shape.WORDS, "card types the card may have (one of them); none: any card"),
        _f("not_types", Shape.WORDS, "card types the card may not have"),
        _f(
            "then",
            Shape.WORD,
            "what happens to it",
            choices=("discard", "exile"),
            default="discard",
        ),
        _f(
            "exiled_by",
            Shape.WORD,
            "who the text says exiles it (its words only)",
            choices=("player",),
        ),
        rules=("701.20a", "701.9b", "701.9a"),
    ),
    _i(
        "put_from_hand",
        "the controller puts a card of a type from their hand onto the battlefield",
        _f("type", Shape.TEXT, "a card type", default="Land"),
        _f("tapped", Shape.BOOL),
        _f("may", Shape.BOOL, "the controller may put none (608.2d)"),
        rules=("608.2c", "305.4"),
    ),
    _i(
        "investigate",
        "creates a Clue token (a player named: under that player's control)",
        _f("player", R, "the player who investigates"),
        rules=("701.16a",),
    ),
    _i(
        "put_counters",
        "puts counters on objects",
        _f("to", R, default="self"),
        _f("kind", Shape.TEXT, "the counter kind", default="+1/+1"),
        _COUNT,
        rules=("122.1",),
        phrases=(
            _does(
                "counters",
                "put N +1/+1 counters on it",
                "you may put N +1/+1 counters on it",
                to="self",
                kind="+1/+1",
                count="N",
            ),
        ),
    ),
    _i("phase_out", "the controller's permanents phase out", rules=("702.26a",)),
    _i(
        "create_delayed_trigger",
        "a delayed trigger at the next such step (603.7)",
        _f("step", Shape.WORD, default="end", choices=STEPS),
        _f("text", Shape.TEXT),
        _f("effects", Shape.INSTRUCTIONS, "what it does"),
        _f(
            "of_source",
            Shape.BOOL,
            "its instructions act on the source only while it is the object it was (400.7)",
        ),
        rules=("603.7", "400.7"),
    ),
    _i(
        "may_pay_x",
        "the controller may pay {X}",
        _f("cost", Shape.MANA_COST, default="{X}"),
        rules=("603.5", "107.3"),
    ),
    _i(
        "may_pay",
        "the controller may pay a cost; later instructions marked if: paid need the payment",
        _f("cost", Shape.MANA_COST, default="{1}"),
        rules=("603.5", "608.2c"),
    ),
    _i(
        "may_pay_energy",
        "the controller may pay energy counters; later instructions marked if: paid need the "
        "payment",
        _f("count", Shape.INT, "how many energy counters ({E})", default=1),
        rules=("603.5", "608.2c", "107.14", "118.3"),
    ),
    _i(
        "may_pay_life",
        "the controller may pay life; later instructions marked if: paid need the payment",
        _f("life", Shape.INT, "how much life", default=1),
        rules=("603.5", "608.2c", "119.4"),
    ),
    _i(
        "may_discard",
        "the controller may discard cards of their choice; later instructions marked if: paid "
        "need the discard",
        _f("count", Shape.INT, "how many cards", default=1),
        rules=("603.5", "608.2c", "701.9a"),
    ),
    _i(
        "may_forage",
        "the controller may forage: exile three cards from their graveyard or sacrifice a Food; "
        "later instructions marked if: paid need it",
        rules=("603.5", "608.2c", "701.61a"),
    ),
    _i(
        "may_sacrifice_another",
        "the controller may sacrifice another permanent of a type they control; later "
        "instructions marked if: paid need the sacrifice",
        _f(
            "type",
            Shape.WORD,
            "the card type",
            default="Creature",
            choices=("Creature", "Artifact", "Enchantment", "Land"),
        ),
        _f(
            "another",
            Shape.BOOL,
            'other than the source (false: "you may sacrifice a creature", the source too)',
            default=True,
        ),
        _f(
            "without",
            Shape.TEXT,
            "only one without this creature type (a non-Demon creature, 205.3m)",
        ),
        rules=("603.5", "608.2c", "701.21a"),
    ),
    _i(
        "search_library",
        "a player searches their library for a card and puts it onto the battlefield",
        _PLAYER,
        _f(
            "card",
            Shape.WORD,
            "what the card must be (a card type: 205.2a)",
            default="basic_land",
            choices=("basic_land", "named_self", "permanent", *_CARD_KINDS),
        ),
        _f("subtype", Shape.TEXT, "a subtype the card must have (205.3m)"),
        _f("mana_value_at_most", Shape.INT, "the card's greatest mana value (202.3)"),
        _f(
            "mana_value_of_source",
            Shape.BOOL,
            "the card has the same mana value as the ability's source, as it last existed "
            "(transmute, 702.53a)",
        ),
        _f("name", Shape.TEXT, "the name the card must have (201.2; partner with, 702.124j)"),
        _f("may", Shape.BOOL, "the search is optional", default=True),
        _f("tapped", Shape.BOOL),
        _f(
            "into",
            Shape.WORD,
            "where the card goes",
            default="battlefield",
            choices=("battlefield", "hand", "graveyard", "library_top"),
        ),
        _f("reveal", Shape.BOOL, "the card is revealed first (701.20a)"),
        # "put that card onto the battlefield" (Rampant Growth): the same rules meaning as "put
        # it", kept so the card prints back its own words.
        _f("that_card", Shape.BOOL, "the card's text says 'that card' for the card found"),
        _f("up_to", Shape.INT, "several cards: at most this many are found (701.23b)"),
        rules=("701.23a",),
    ),
    _i(
        "shuffle_into_library",
        "shuffles into its owner's library",
        _f("to", R, default="self"),
        _f("player", R, "a player whose library is shuffled even with nothing to put in (701.24d)"),
        rules=("701.24c", "701.24d"),
    ),
    _i(
        "choose_permanent",
        "the controller chooses a permanent without targeting it (608.2d)",
        _f("type", Shape.TEXT, "a card type", default="Permanent"),
        _f("whose", Shape.WORD, default="yours", choices=("yours", "any")),
        _f("other", Shape.BOOL, 'not the source itself ("another creature you control")'),
        _f("bind", Shape.TEXT, default="chosen"),
        rules=("608.2d",),
    ),
    _i(
        "choose_player_or_planeswalker",
        "the controller chooses a player or a planeswalker that player controls, without "
        "targeting (608.2d)",
        _PLAYER,
        _f("bind", Shape.TEXT, default="chosen"),
        rules=("608.2d",),
    ),
    _i(
        "add_mana",
        "a player adds mana (106.4)",
        _f("mana", Shape.MANA, "a fixed bundle"),
        _f(
            "times",
            Shape.AMOUNT,
            'how many times the fixed bundle ("per:1:WORD": "Add {G} for each creature you control")',
            default=1,
        ),
        _f(
            "choose_from",
            Shape.VALUE,
            "symbols, any_color, any_type, could_produce:you|opponents or bound:KEY",
        ),
        _f(
            "amount",
            Shape.AMOUNT,
            'how much of the chosen type ("named_source_power": "where X is ~\'s power")',
            default=1,
        ),
        _f("colors_only", Shape.BOOL),
        _f(
            "bundles",
            Shape.VALUE,
            'bundles to choose one of, e.g. ["UU", "UR", "RR"] ("Add {U}{U}, {U}{R}, or {R}{R}.")',
        ),
        _f(
            "spend",
            Shape.TEXT,
            'how the mana may be spent (106.6): uses joined by ";", each "cast:QUALITY" or '
            '"activate:QUALITY" ("cast:Creature": "Spend this mana only to cast a creature spell")',
        ),
        _PLAYER,
        rules=("106.4", "106.6"),
    ),
    _i("gain_control", "gains control (613.1b)", _TO, _PLAYER, _DURATION, rules=("613.1b",)),
    _i("tap", "taps permanents", _TO, rules=("701.26a",)),
    _i("untap", "untaps permanents", _TO, rules=("701.26b",)),
    _i(
        "attach",
        "attaches an Aura or Equipment",
        _f("object", R, default="self"),
        _TO,
        rules=("701.3a",),
        phrases=(
            _does(
                "attach_to_creature",
                "attach it to target creature you control",
                "you may attach it to target creature you control",
                "creature_you_control",
                object="self",
                to=0,
            ),
        ),
    ),
    _i(
        "pair",
        "pairs the source with another unpaired creature its controller controls, chosen as it "
        "resolves, or with the creature named (702.95a-d)",
        _f(
            "with",
            Shape.TEXT,
            "'choice', or a reference to the creature to pair with",
            default="choice",
        ),
        rules=("702.95a", "702.95c"),
    ),
    _i(
        "return_crafted",
        "returns the card its craft ability exiled to the battlefield transformed under its "
        "owner's control (702.167a, 712.14a)",
        rules=("702.167a", "712.14a"),
    ),
    _i(
        "solve",
        "the Case becomes solved (719.3a-b)",
        rules=("719.3a", "719.3b"),
    ),
    _i(
        "unattach",
        "the permanent becomes unattached and stays on the battlefield (701.3d): reconfigure's "
        "second ability (702.151a)",
        _f("object", R, default="self"),
        rules=("701.3d", "702.151a"),
    ),
    _i(
        "mill",
        "a player mills cards",
        _PLAYER,
        _COUNT,
        _f("bind", Shape.TEXT, default="milled"),
        _f("may", Shape.BOOL, "the controller may mill none (608.2d; declined binds 'declined')"),
        _f(
            "half",
            Shape.WORD,
            "instead of a count: half the player's library, rounded down or up",
            choices=("down", "up"),
        ),
        rules=("701.17a", "701.17b"),
    ),
    _i(
        "exile_top",
        "a player exiles cards from the top of their library (ingest, 702.115a)",
        _PLAYER,
        _COUNT,
        _f("bind", Shape.TEXT, default="exiled"),
        rules=("406.1", "702.115a"),
    ),
    _i(
        "mill_bottom",
        "mills the bottom card of the library",
        _f("bind", Shape.TEXT, default="milled"),
    ),
    _i(
        "put_into_library",
        "puts into its owner's library",
        _TO,
        _f("position", Shape.WORD, default="top", choices=("top", "bottom")),
        rules=("401.4",),
    ),
    _i(
        "put_onto_battlefield",
        "puts a card onto the battlefield under the controller's control",
        _f("card", R, required=True),
        _f("creature_power_at_most", A, "only a creature card with at most this power"),
    ),
    _i(
        "return_to_battlefield",
        "returns a card from a graveyard to the battlefield",
        _f("card", R, default="self"),
        _f("under", Shape.WORD, default="owner", choices=("owner", "you")),
        _f("counters", Shape.OBJECT, "counters it enters with (122.6)"),
        _f(
            "from",
            Shape.WORD,
            "'graveyard': the ability's own card returns from its graveyard (113.6m)",
            choices=("graveyard",),
        ),
        _f("tapped", Shape.BOOL, "it enters tapped (110.5b)"),
        _f("transformed", Shape.BOOL, "it enters with its back face up (712.14a)"),
        rules=("110.2a",),
    ),
    _i(
        "put_chosen_card",
        "the controller chooses cards of a kind from their graveyard or among cards bound "
        "earlier (the milled cards) and puts them into their hand or onto the battlefield",
        _f(
            "kinds",
            Shape.WORDS,
            "the card types the card may have (205.2a; 'permanent': 110.4a, 'historic': 700.6), "
            "or subtypes (205.3: 'Vehicle')",
            required=True,
        ),
        _f(
            "from", Shape.TEXT, "'graveyard' (the controller's) or a bound key", default="graveyard"
        ),
        _f(
            "into",
            Shape.WORD,
            "where it goes (library_top: on top of its owner's library, 401.2)",
            default="hand",
            choices=("hand", "battlefield", "library_top"),
        ),
        _f("verb", Shape.WORD, "the text's verb", choices=("put", "return")),
        _f("tapped", Shape.BOOL, "it enters tapped (110.5b)"),
        _COUNT,
        _f("up_to", Shape.BOOL, "fewer may be chosen (608.2d)"),
        _f("may", Shape.BOOL, "the controller may choose none (608.2d)"),
        _f(
            "among",
            Shape.WORD,
            "the words naming the bound cards: them, the milled cards, (the) cards milled this "
            "way, those cards, or 'milled this way' after the card",
            choices=("them", "milled", "milled_this_way", "cards_milled_this_way", "those")
            + ("this_way",),
        ),
        _f("joiner", Shape.WORD, "how the kinds are joined", choices=("or", "and/or", "and")),
        _f("all", Shape.BOOL, "every card of the kinds, no choice (608.2c)"),
        _f(
            "excluded",
            Shape.WORDS,
            "card types the card must not have ('a noncreature, nonland card', 205.4b); the "
            "kinds are then empty",
            choices=("artifact", "battle", "creature", "enchantment", "instant", "land")
            + ("planeswalker", "sorcery"),
        ),
        _f("any_number", Shape.BOOL, "any number of the cards, chosen one at a time (608.2d)"),
        _f(
            "each_kind",
            Shape.BOOL,
            "one card of each of the two kinds, each chosen or not ('a creature card and/or a "
            "land card', 608.2d)",
        ),
        rules=("608.2c", "608.2d", "701.17c"),
    ),
    _i(
        "repeat",
        "does the instructions a number of times, one after another",
        _f("times", A, "how many times (read once, as it begins)", default=1),
        _f("effects", Shape.INSTRUCTIONS, "the instructions done each time", required=True),
        rules=("608.2c",),
    ),
    _i(
        "if_you_control",
        "the sentence's instructions, only if its controller controls a permanent of the kind "
        "as it is reached (608.2c)",
        _f("kind", Shape.TEXT, "a card type or subtype, as costs name it", required=True),
        _f("effects", Shape.INSTRUCTIONS, "the sentence's instructions", required=True),
        rules=("608.2c",),
    ),
    _i(
        "if_target_mana_value",
        "the sentence's instructions, only if the first target had mana value N or less as the "
        "sentence is reached: now, or as it last existed on the battlefield (608.2c, 608.2h)",
        _f("at_most", Shape.INT, "the greatest mana value", required=True),
        _f("had", Shape.BOOL, "worded 'it had mana value' rather than 'its mana value was'"),
        _f("effects", Shape.INSTRUCTIONS, "the sentence's instructions", required=True),
        rules=("608.2c", "608.2h"),
    ),
    _i(
        "vote",
        "each player, starting with the controller and going on in turn order, votes for one "
        "of the choices (701.38a); a player's additional votes are cast when they vote "
        "(701.38d); the votes are bound as 'vote:CHOICE' (one entry per vote)",
        _f("choices", Shape.WORDS, "the words voted for, in the card's order", required=True),
        rules=("701.38a", "701.38d"),
    ),
    _i(
        "vote_result",
        "after a vote: the instructions run only if the choice got more votes than each other "
        "choice, or with 'tied' also if the most votes are shared (701.38a, 608.2c)",
        _f("choice", Shape.TEXT, "the choice voted for", required=True),
        _f("tied", Shape.BOOL, "also when the vote is tied"),
        _f("effects", Shape.INSTRUCTIONS, "the instructions run", required=True),
        rules=("701.38a", "608.2c"),
    ),
    _i(
        "for_each_vote",
        "after a vote: the instructions done once for each vote the choice got, one after "
        "another (701.38a, 608.2c)",
        _f("choice", Shape.TEXT, "the choice voted for", required=True),
        _f("effects", Shape.INSTRUCTIONS, "the instructions done each time", required=True),
        rules=("701.38a", "608.2c"),
    ),
    _i(
        "villainous_choice",
        "each player named, one at a time in APNAP order, faces a villainous choice: they "
        "choose the first or the second option, then its instructions are done as far as "
        "possible, with that player bound as 'player' (701.55a, 701.55b, 701.55d)",
        _f("player", R, "the player(s) facing the choice", default="each_opponent"),
        _f("first", Shape.INSTRUCTIONS, "option A's instructions", required=True),
        _f("second", Shape.INSTRUCTIONS, "option B's instructions", required=True),
        rules=("701.55a", "701.55b", "701.55d"),
    ),
    _i("scry", "a player scries", _PLAYER, _COUNT, rules=("701.22a",)),
    _i("surveil", "a player surveils", _PLAYER, _COUNT, rules=("701.25a",)),
    _i(
        "proliferate",
        "the controller gives chosen permanents and players another counter of each kind",
        rules=("701.34a",),
    ),
    _i(
        "look_and_take",
        "a player looks at the top cards of their library, puts some into their hand and the "
        "rest on the bottom of their library or into their graveyard",
        _PLAYER,
        _f("count", A, "how many are looked at", default=2),
        _f("take", A, "how many go to the hand", default=1),
        _f(
            "rest",
            Shape.WORD,
            "where the others go",
            default="bottom",
            choices=("bottom", "graveyard"),
        ),
        rules=("608.2c",),
    ),
    _i(
        "look_and_choose",
        "a player looks at (or reveals) the top cards of their library, may put one card of a "
        "kind from among them into their hand or onto the battlefield, and puts the rest on the "
        "bottom of their library or into their graveyard",
        _PLAYER,
        _f("count", A, "how many are looked at", default=1),
        _f("revealed", Shape.BOOL, "the cards are revealed, not looked at (701.20a)"),
        _f(
            "card",
            Shape.WORD,
            "the kind of card chosen (205.2a, 110.4, 700.6, 205.3i)",
            default="card",
            choices=(
                "card",
                "artifact",
                "creature",
                "enchantment",
                "land",
                "planeswalker",
                "instant",
                "sorcery",
                "permanent",
                "historic",
                "plains",
                "island",
                "swamp",
                "mountain",
                "forest",
            ),
        ),
        _f("subtype", Shape.TEXT, "a creature type the card must have (205.3m)"),
        _f("any_of", Shape.WORDS, "the card has one of these card types or subtypes"),
        _f("supertype", Shape.TEXT, "a supertype the card must have (205.4a)"),
        _f("color", Shape.TEXT, "a color the card must have (105.2)"),
        _f("colorless", Shape.BOOL, "the card is colorless (105.2c)"),
        _f("multicolored", Shape.BOOL, "the card is multicolored (105.2a)"),
        _f("mana_value_at_most", Shape.INT, "the card's mana value is at most this (202.3)"),
        _f("power_at_most", Shape.INT, "the card's power is at most this (208.1)"),
        _f("power_at_least", Shape.INT, "the card's power is at least this (208.1)"),
        _f("up_to", Shape.INT, "several cards: at most this many are chosen"),
        _f("any_number", Shape.BOOL, "any number of cards of the kind are chosen"),
        _f("revealed_cards", Shape.BOOL, "the text says 'the revealed cards' for 'them'"),
        _f("then", Shape.BOOL, "the text says 'Then put the rest'"),
        _f(
            "into",
            Shape.WORD,
            "where the chosen card goes",
            default="hand",
            choices=("hand", "battlefield"),
        ),
        _f("reveal", Shape.BOOL, "the chosen card is revealed (701.20a)"),
        _f("that_card", Shape.BOOL, 'the text says "that card" for "it"'),
        _f("tapped", Shape.BOOL, "the chosen card enters tapped"),
        _f(
            "rest",
            Shape.WORD,
            "where the others go (401.4)",
            default="bottom",
            choices=("bottom", "bottom_random", "graveyard"),
        ),
        rules=("608.2c", "701.20a", "401.4", "701.24a"),
    ),
    _i(
        "reveal_and_take_all",
        "a player reveals the top cards of their library, puts all of a kind into their hand "
        "and the rest on the bottom of their library in any order",
        _PLAYER,
        _f("count", A, "how many are revealed", default=1),
        _f(
            "card",
            Shape.WORD,
            "the kind of card put into the hand (a card type: 205.2a)",
            default="card",
            choices=_CARD_KINDS,
        ),
        _f("subtype", Shape.TEXT, "a subtype the card must have (205.3m)"),
        rules=("701.20a", "608.2c", "401.4"),
    ),
    _i(
        "reorder_top",
        "a player looks at the top cards of their library and puts them back in any order",
        _PLAYER,
        _COUNT,
        rules=("608.2c",),
    ),
    _i("exile_linked", "exiles, linked to the source (607.2a)", _TO, rules=("607.2a",)),
    _i(
        "exile_until_leaves",
        "exiles until the source leaves the battlefield, then the card returns (610.3)",
        _TO,
        rules=("610.3", "610.3c"),
    ),
    _i("return_linked", "returns the cards exiled with the source (607.2a)", rules=("607.2a",)),
    _i(
        "sacrifice_blitzed",
        "its controller sacrifices the blitzed permanent (702.152a)",
        rules=("702.152a", "701.21a"),
    ),
    _i(
        "encore",
        "for each opponent, a token copy of the source card (exiled to pay the cost) that "
        "attacks that opponent this turn if able and gains haste; the tokens are bound as "
        "bound:tokens (encore)",
        rules=("702.141a", "707.2", "508.1d"),
    ),
    _i(
        "madness_cast",
        "its owner may cast the card madness exiled by paying its madness cost; if they don't, "
        "they put it into their graveyard (madness)",
        rules=("702.35a", "702.35b", "608.2g", "118.9"),
    ),
    _i(
        "return_dashed",
        "returns the dashed permanent to its owner's hand (702.109a)",
        rules=("702.109a",),
    ),
    _i(
        "regenerate",
        "a regeneration shield (701.19a)",
        _f("to", R, default="self"),
        rules=("701.19a",),
    ),
    _i(
        "remove_counter_or_sacrifice",
        "removes a counter from it, or sacrifices it when none is left (fading, vanishing)",
        _f("kind", Shape.TEXT, default="fade"),
        _f("object", R, default="self"),
        _f("rule", Shape.TEXT, default="702.32a"),
        rules=("702.32a", "702.63a"),
    ),
    _i(
        "sacrifice_permanents",
        "each player sacrifices permanents of a card type they choose",
        _PLAYER,
        _f(
            "type",
            Shape.TEXT,
            'a card type, Permanent, or alternatives ("Creature or Planeswalker")',
            default="Creature",
        ),
        _COUNT,
        _f(
            "they_control",
            Shape.BOOL,
            "the card's words say 'they control' (the same edict: 701.21a)",
        ),
        rules=("701.21a",),
    ),
    _i(
        "sacrifice_unless_pays",
        "its controller sacrifices it unless they pay a cost (118.12)",
        _f("cost", Shape.MANA_COST, default="{1}"),
        rules=("118.12", "701.21a"),
    ),
    _i(
        "demonstrate",
        "its controller may copy the spell; if they do, an opponent they choose copies it too, "
        "each copy's controller choosing new targets if they like (702.144a, 707.10c)",
        rules=("702.144a", "707.10c"),
    ),
    _i(
        "recover",
        "its controller may pay the cost: the card returns from their graveyard to their hand, "
        "else it is exiled (702.59a)",
        _f("cost", Shape.MANA_COST),
        _f(
            "life",
            Shape.WORD,
            "half_rounded_up: the cost is half their life, rounded up",
            choices=("half_rounded_up",),
        ),
        rules=("702.59a", "608.2g"),
    ),
    _i(
        "sacrifice_self",
        "its controller sacrifices it",
        _f("rule", Shape.TEXT, default="701.21a"),
        rules=("701.21a",),
    ),
    _i(
        "pay_echo",
        "its controller pays its echo cost or sacrifices it",
        _f("cost", Shape.MANA_COST, default="{0}"),
        _f("discard", Shape.INT, "the cards discarded instead of mana (Echo—Discard a card.)"),
        rules=("702.30a", "701.21a"),
    ),
    _i(
        "exile_warped",
        "exiles the warped permanent; its owner may cast the card from exile after this turn "
        "(702.185a-b)",
        rules=("702.185a", "702.185b"),
    ),
    _i(
        "offspring_copy",
        "creates a token that's a copy of the source, except it's 1/1 (702.175a, 707.9b)",
        rules=("702.175a", "707.9b"),
    ),
    _i(
        "give_gift",
        "the opponent the source's gift was promised to gets it (702.174b)",
        rules=("702.174b",),
    ),
    _i(
        "squad_copies",
        "creates a token that's a copy of the source for each time its squad cost was paid "
        "(702.157a)",
        rules=("702.157a",),
    ),
    _i(
        "ninjutsu",
        "puts its card from the hand onto the battlefield tapped and attacking what the returned "
        "creature was attacking",
        rules=("702.49a", "702.49c"),
    ),
    _i(
        "unearth",
        "returns its card from the graveyard to the battlefield with haste, exiled at the next "
        "end step or if it would leave",
        rules=("702.84a",),
    ),
    _i(
        "exile_if_it_would_die",
        "the permanents are exiled instead if they would die this turn",
        _f("to", R, default=0),
        _f("creatures", Shape.BOOL, "only the creatures among them"),
        rules=("614.1a",),
    ),
    _i(
        "embalm",
        "creates a token that's a copy of its card, except it's white, has no mana cost and is "
        "a Zombie in addition to its other types",
        rules=("702.128a", "707.9b"),
    ),
    _i(
        "create_token_copy",
        "creates a token that's a copy of a permanent (its copiable values; as it last existed "
        "on the battlefield if it has left)",
        _f("of", R, "the permanent copied", default=0),
        _f("bind", Shape.TEXT, "key the new token is bound under", default="tokens"),
        rules=("111.1", "707.2", "707.8a"),
    ),
    _i(
        "eternalize",
        "creates a token that's a copy of its card, except it's black, 4/4, has no mana cost "
        "and is a Zombie in addition to its other types",
        rules=("702.129a", "707.9b"),
    ),
    _i(
        "exile_unearthed",
        "exiles the permanent an unearthed card became (the delayed trigger of 702.84a)",
        _f("timestamp", Shape.VALUE, "the permanent's timestamp as it was unearthed"),
        rules=("702.84a",),
    ),
    _i(
        "extort",
        "its controller may pay {W/B}: each opponent loses 1 life, they gain the life lost",
        rules=("702.101a",),
    ),
    _i(
        "fabricate",
        "its controller puts +1/+1 counters on it or creates as many 1/1 Servo tokens",
        _COUNT,
        rules=("702.123a",),
    ),
    _i(
        "cumulative_upkeep",
        "an age counter on it, then its controller pays the cost for each or sacrifices it",
        _f("cost", Shape.MANA_COST, default="{0}"),
        _f("life", Shape.INT, "life paid for each age counter"),
        _f("discard", Shape.INT, "cards discarded for each age counter"),
        _f("sacrifice", Shape.TEXT, "a permanent of this type sacrificed for each age counter"),
        _f("or_cost", Shape.MANA_COST, "paid instead of cost, as each age counter's choice"),
        _f("counter", Shape.TEXT, "a counter of this kind put on it for each age counter"),
        _f("add", Shape.MANA_COST, "mana its controller adds for each age counter"),
        _f("draw", Shape.INT, "cards drawn for each age counter"),
        _f("exile_top", Shape.INT, "top cards of the library exiled for each age counter"),
        rules=("702.24a",),
    ),
    _i(
        "become_saddled",
        "the source becomes saddled until end of turn (saddle, 702.171a-b)",
        rules=("702.171a", "702.171b"),
    ),
    _i(
        "becomes_artifact_creature",
        "the source becomes an artifact creature until end of turn (crew, 702.122a)",
        rules=("702.122a", "613.1d"),
    ),
    _i(
        "annihilate",
        "the defending player sacrifices this many permanents (annihilator, 702.86a)",
        _COUNT,
        rules=("702.86a", "701.21a"),
    ),
    _i(
        "ward",
        "counters the targeting spell or ability unless its controller pays the ward cost "
        "(702.21a)",
        _f("to", R, "the spell or ability countered", default="bound:targeting"),
        _f("cost", Shape.MANA_COST, "the mana part of the cost"),
        _f("life", Shape.INT, "the life paid"),
        _f("discard", Shape.INT, "the cards discarded"),
        _f("discard_type", Shape.TEXT, 'of this card type ("Creature"); empty: any card'),
        _f("discard_random", Shape.BOOL, "the discarded cards are chosen at random (701.9b)"),
        _f("sacrifice", Shape.TEXT, 'permanents of this type sacrificed ("Creature", "Food")'),
        _f("sacrifice_count", Shape.INT, "how many are sacrificed (1 unless given)"),
        _f("life_of_power", Shape.BOOL, "life equal to the source's power is paid (702.21b)"),
        _f("poison", Shape.INT, "poison counters the payer gets (122.1f)"),
        _f("collect_evidence", Shape.INT, "the payer collects evidence N (701.59a)"),
        _f("blight", Shape.INT, "the payer blights N: a creature they control (701.68a)"),
        rules=("702.21a", "118.12a"),
    ),
    _i(
        "renown",
        "this many +1/+1 counters on the source, which becomes renowned (702.112a)",
        _COUNT,
        rules=("702.112a", "702.112b"),
    ),
    _i(
        "adapt",
        "if the source has no +1/+1 counters, this many go on it (701.46a)",
        _COUNT,
        rules=("701.46a",),
    ),
    _i(
        "explore",
        "a permanent explores: a revealed land card to the hand, else a +1/+1 counter on it and "
        "the card may go to the graveyard (701.44a)",
        _f("to", R, "the exploring permanent", default="self"),
        _f("times", A, "how many times it explores, one after another", default=1),
        _f("again", Shape.BOOL, 'written "explores, then it explores again" (twice)'),
        rules=("701.44a", "701.44b"),
    ),
    _i(
        "melee",
        "the source gets +1/+1 until end of turn for each opponent its controller attacked with "
        "a creature this combat (702.121a)",
        rules=("702.121a",),
    ),
    _i(
        "exploit",
        "you may sacrifice a creature; the source exploits it (702.110a-b)",
        rules=("702.110a", "702.110b"),
    ),
    _i(
        "goad",
        "the creatures are goaded until your next turn: each combat they attack if able, a player "
        "other than you if able (701.15a-b)",
        _TO,
        rules=("701.15a", "701.15b"),
    ),
    _i(
        "bolster",
        "this many +1/+1 counters on a creature you control with the least toughness, chosen "
        "among ties (701.39a)",
        _COUNT,
        rules=("701.39a",),
    ),
    _i(
        "support",
        "a +1/+1 counter on each of up to N target creatures other than the source (701.41a)",
        _TO,
        rules=("701.41a",),
    ),
    _i(
        "endure",
        "the permanent's controller puts this many +1/+1 counters on it or creates an N/N white "
        "Spirit creature token (701.63a); enduring 0 does nothing (701.63b)",
        _f("to", R, "the permanent that endures", default="self"),
        _COUNT,
        rules=("701.63a", "701.63b"),
    ),
    _i(
        "airbend",
        "exile the permanents or spells; each card exiled may be cast by its owner for {2} "
        "rather than its mana cost for as long as it remains exiled (701.65a)",
        _TO,
        rules=("701.65a", "118.9"),
    ),
    _i(
        "firebend",
        "add this many {R}; until end of combat the player doesn't lose this mana as steps and "
        "phases end (702.189a)",
        _COUNT,
        rules=("702.189a", "106.4", "500.5"),
    ),
    _i(
        "blight",
        "the player puts this many -1/-1 counters on a creature they control of their choice "
        "(701.68a); with none, nothing happens (701.68b)",
        _PLAYER,
        _COUNT,
        rules=("701.68a", "701.68b"),
    ),
    _i(
        "may_behold",
        "the controller may behold a card or permanent of this quality (701.4a): reveal one "
        "from their hand or choose one they control; the instructions marked if: paid run only "
        "if they did (603.5, 608.2c)",
        _f("quality", Shape.TEXT, "the subtype beheld", required=True),
        rules=("701.4a", "603.5", "608.2c"),
    ),
    _i(
        "may_collect_evidence",
        "the controller may collect evidence this many: exile cards from their graveyard with "
        "total mana value this many or greater (701.59a); the instructions marked if: paid run "
        "only if they did (603.5, 608.2c); one who can't can't choose to (701.59b)",
        _COUNT,
        rules=("701.59a", "701.59b", "603.5", "608.2c"),
    ),
    _i(
        "may_blight",
        "the controller may blight this many (701.68a); the instructions marked if: paid run only "
        "if they did (603.5, 608.2c); with no creature they can't (701.68b)",
        _COUNT,
        rules=("701.68a", "701.68b", "603.5", "608.2c"),
    ),
    _i(
        "earthbend",
        "the target land becomes a 0/0 creature with haste that's still a land, gets this many "
        "+1/+1 counters, and returns to the battlefield tapped under your control when it dies "
        "or is put into exile (a delayed trigger, 701.66a)",
        _TO,
        _COUNT,
        rules=("701.66a", "603.7"),
    ),
    _i(
        "return_bent_land",
        "an earthbend's delayed trigger: the land's card, if still where it went, returns to the "
        "battlefield tapped under the trigger's controller's control (701.66a)",
        rules=("701.66a", "110.5b", "110.2a", "400.7"),
    ),
    _i(
        "discover",
        "exile from the top of your library until a nonland card with mana value N or less; you "
        "may cast it without paying its mana cost, else it goes to your hand; the rest go on the "
        "bottom in a random order (701.57a)",
        _COUNT,
        rules=("701.57a", "701.57b", "701.57c"),
    ),
    _i(
        "incubate",
        'create an Incubator token (a double-faced token: an artifact with "{2}: Transform this '
        'artifact.", its back face a 0/0 Phyrexian artifact creature) with this many +1/+1 '
        "counters (701.53a-b, 111.10i)",
        _COUNT,
        rules=("701.53a", "701.53b", "111.10i"),
    ),
    _i(
        "manifest",
        "the player puts the top card(s) of their library onto the battlefield face down, one at "
        "a time: each a 2/2 creature with no text, name, subtypes or mana cost, turned face up "
        "for its mana cost if it is a creature card (701.40a-b, 701.40e)",
        _PLAYER,
        _COUNT,
        _f(
            "from",
            Shape.WORD,
            "where the card comes from",
            default="library",
            choices=("library", "hand"),
        ),
        rules=("701.40a", "701.40b", "701.40e"),
    ),
    _i(
        "cloak",
        "as manifest, and the face-down 2/2 creature also has ward {2} (701.58a-b, 701.58e)",
        _PLAYER,
        _COUNT,
        _f(
            "from",
            Shape.WORD,
            "where the card comes from",
            default="library",
            choices=("library", "hand"),
        ),
        rules=("701.58a", "701.58b", "701.58e"),
    ),
    _i(
        "manifest_dread",
        "the player looks at the top two cards of their library, manifests one of them and puts "
        "the other into their graveyard (701.62a); count: how many times",
        _PLAYER,
        _COUNT,
        rules=("701.62a",),
    ),
    _i(
        "backup",
        "this many +1/+1 counters on the target; another creature also gains the keywords "
        "printed below the backup ability until end of turn (702.165a)",
        _TO,
        _COUNT,
        _f("keywords", Shape.WORDS),
        rules=("702.165a", "702.165c"),
    ),
    _i(
        "myriad",
        "for each opponent other than the defending player, may create a token copy of the "
        "source tapped and attacking them or their planeswalker; exiled at end of combat "
        "(702.116a)",
        rules=("702.116a", "603.7"),
    ),
    _i(
        "time_travel",
        "for each permanent its controller controls and each suspended card they own with a "
        "time counter on it, they may put a time counter on it or remove one (701.56a)",
        rules=("701.56a",),
    ),
    _i(
        "station_charge",
        "puts charge counters on the source equal to the power of the creature tapped to pay "
        "the station cost (702.184a; last known if it left the battlefield, 608.2h)",
        rules=("702.184a",),
    ),
    _i(
        "enlist_bonus",
        "this creature gets +X/+0 until end of turn, X the power of the creature it enlisted "
        "(702.154a; last known if it left the battlefield, 608.2h)",
        rules=("702.154a",),
    ),
    _i(
        "populate",
        "a token that's a copy of a creature token you control, chosen (701.36a)",
        rules=("701.36a", "701.36b"),
    ),
    _i(
        "miracle_cast",
        "the card's owner may cast it by paying its miracle cost rather than its mana cost, if "
        "it is still in their hand (702.94a)",
        rules=("702.94a",),
    ),
    _i(
        "epic_copy",
        "copy the epic spell as it resolved, except for its epic ability (702.50a, 707.10)",
        _f("epic", Shape.VALUE),
        rules=("702.50a", "707.10"),
    ),
    _i(
        "paradigm_copy",
        "create a copy of the paradigm card in exile; its controller may cast the copy without "
        "paying its mana cost (702.192a, 707.12)",
        _f("paradigm", Shape.TEXT, "the id of the paradigm effect (its delayed trigger)"),
        rules=("702.192a", "707.12"),
    ),
    _i(
        "cipher_cast",
        "the controller may copy the encoded card in exile and cast the copy without paying its "
        "mana cost (702.99a, 707.12)",
        _f("card", Shape.VALUE),
        _f("card_timestamp", Shape.VALUE),
        rules=("702.99a", "707.12"),
    ),
    _i(
        "ripple",
        "you may reveal the top N cards of your library, cast any with the spell's name without "
        "paying their mana costs, the rest on the bottom in any order (702.60a)",
        _f("count", Shape.INT, "how many cards are revealed", default=4),
        rules=("702.60a",),
    ),
    _i(
        "champion",
        "exile another permanent you control with the quality (linked to this one, 607.2k), or "
        "sacrifice this permanent (702.72a)",
        _f("quality", Shape.TEXT, "'creature', or creature types joined by ' or '"),
        rules=("702.72a",),
    ),
    _i(
        "hideaway",
        "look at the top N cards of your library, exile one face down (linked to this "
        "permanent, 607.2a), the rest on the bottom in a random order (702.75a)",
        _f("count", Shape.INT, "how many cards are looked at", default=4),
        rules=("702.75a",),
    ),
    _i(
        "provoke",
        "the creature blocks this ability's source this combat if able (702.39a, 509.1c)",
        _TO,
        rules=("702.39a",),
    ),
    _i(
        "learn",
        "the player may discard a card, then draw, or else reveal a Lesson they own from outside "
        "the game and put it into their hand (701.48a)",
        _PLAYER,
        rules=("701.48a",),
    ),
    _i(
        "detain",
        "until your next turn the permanents can't attack or block and their activated "
        "abilities can't be activated (701.35a)",
        _TO,
        rules=("701.35a",),
    ),
    _i(
        "amass",
        "you amass: a 0/0 black Army token of the type if you control no Army, then this many "
        "+1/+1 counters on an Army you choose, which becomes that type too (701.47a)",
        _f("subtype", Shape.WORD, "the creature type (Zombie when absent, 701.47d)"),
        _COUNT,
        rules=("701.47a", "701.47d"),
    ),
    _i(
        "become_monarch",
        "a player becomes the monarch; the current monarch ceases to be it (725.1, 725.3)",
        _PLAYER,
        rules=("725.1", "725.3"),
    ),
    _i(
        "venture",
        "the player ventures into the dungeon: with no dungeon card of theirs in the command "
        "zone, they bring one in with their venture marker on its topmost room; else they move "
        "the marker to the next room, or complete the dungeon from its bottommost room and "
        "bring another in (701.49a-c, 309)",
        _PLAYER,
        _f(
            "into",
            Shape.WORD,
            "venture into [quality]: only a dungeon with it is brought in (701.49d)",
            choices=("Undercity",),
        ),
        rules=("701.49a", "701.49b", "701.49c", "701.49d", "309.2a", "309.5a"),
    ),
    _i(
        "abandon_scheme",
        "abandon this scheme: the face-up ongoing scheme that is the ability's source is turned "
        "face down and put on the bottom of its owner's scheme deck (701.33, 314.7)",
        rules=("701.33a", "701.33b", "314.7"),
    ),
    _i(
        "take_initiative",
        "a player takes the initiative; the player who had it ceases to have it (726.1, 726.3); "
        "'whenever a player takes the initiative' triggers (726.2, 726.5)",
        _PLAYER,
        rules=("726.1", "726.3", "726.5"),
    ),
    _i(
        "become_class_level",
        "this Class's level becomes the level (716.2a); 'When this Class becomes level N' triggers",
        _f("level", Shape.INT, "the level it becomes", required=True),
        rules=("716.2a", "716.2b"),
    ),
    _i(
        "increase_speed",
        "a player's speed increases by this many, unless it is already 4 (the inherent speed "
        "ability's intervening 'if', 702.179d, 603.4); a player with no speed gets that much "
        "(702.179c)",
        _PLAYER,
        _COUNT,
        rules=("702.179c", "702.179d"),
    ),
    _i(
        "ring_tempts",
        "the Ring tempts a player: they get the emblem The Ring if they have none, choose a "
        "creature they control as their Ring-bearer and the times the Ring has tempted them "
        "grow by one (701.54a, 701.54c-d)",
        _PLAYER,
        rules=("701.54a", "701.54c", "701.54d"),
    ),
    _i(
        "ring_sacrifice_blocker",
        "the controller of the creature named sacrifices it, if it is still on the battlefield "
        "(the Ring's third ability, 701.54c)",
        _f("to", R, "the blocking creature", default="bound:blocker"),
        rules=("701.54c", "701.21a"),
    ),
    _i(
        "clash",
        "the controller clashes with an opponent: each reveals their top card and may put it on "
        "the bottom; the higher mana value wins (701.30a-d); 'if': 'won_clash' instructions after "
        "it run only if the controller won",
        rules=("701.30a", "701.30d"),
    ),
    _i(
        "suspect",
        "a creature becomes suspected: menace and can't block until it leaves the battlefield "
        "(701.60a-c)",
        _f("to", R, "the creature suspected", default=0),
        rules=("701.60a", "701.60c"),
    ),
    _i(
        "connive",
        "a permanent connives: its controller draws and discards this many cards, a +1/+1 "
        "counter on it for each nonland card discarded (701.50a, 701.50e)",
        _f("to", R, "the conniving permanent", default="self"),
        _COUNT,
        rules=("701.50a", "701.50e"),
    ),
    _i(
        "monstrosity",
        "if the source isn't monstrous, this many +1/+1 counters on it and it becomes monstrous "
        "(701.37a)",
        _COUNT,
        rules=("701.37a", "701.37b"),
    ),
    _i(
        "rampage",
        "the source gets +N/+N until end of turn for each creature blocking it beyond the first "
        "(702.23a)",
        _COUNT,
        rules=("702.23a", "702.23b"),
    ),
    _i(
        "double_pt",
        "a creature's power and/or toughness doubled until end of turn: +X/+Y, X and Y its "
        "values as it resolves (701.10b-c)",
        _TO,
        _f("power", Shape.BOOL, "its power is doubled", default=True),
        _f("toughness", Shape.BOOL, "its toughness is doubled", default=False),
        rules=("701.10a", "701.10b", "701.10c"),
    ),
    _i(
        "fight",
        "two creatures fight: each deals damage equal to its power to the other (701.14a)",
        _f("to", R, "the first creature", default=0),
        _f("with", R, "the creature it fights", default=1),
        rules=("701.14a", "701.14b"),
    ),
    _i(
        "exchange_control",
        "two permanents' controllers exchange control of them (701.12b)",
        _f("to", R, "the first permanent", default=0),
        _f("with", R, "the permanent it is exchanged with", default=1),
        rules=("701.12a", "701.12b"),
    ),
    _i(
        "return_from_exile",
        "the card the spell exiled returns to the battlefield, a new object (400.7)",
        _f("card", R, "the exiled card", default=0),
        _f("under", Shape.WORD, "whose control", choices=("owner", "you"), default="owner"),
        _f("transformed", Shape.BOOL, "it enters with its back face up (712.14a)"),
        rules=("400.7", "110.2a"),
    ),
    _i(
        "creature_deals_damage",
        "a creature deals damage (not combat damage) to a recipient (120.3)",
        _f("by", R, "the creature dealing the damage", default=0),
        _f("to", R, "the recipient", default=1),
        _f("amount", A, "how much", default=0),
        rules=("120.3", "608.2h"),
    ),
    _i(
        "transform_self",
        "the source turns over to its other face",
        _f("verb", Shape.WORD, "the word the text uses", choices=("convert",)),
        rules=("701.27a", "701.28a"),
    ),
    _i("transform", "each permanent named turns over to its other face", _TO, rules=("701.27a",)),
    _i("flip_self", "the source flips (a flip card, once)", rules=("710.2", "710.4")),
    _i(
        "becomes_creature",
        "becomes a creature of these creature types in addition to its other types until end "
        "of turn; the affected set is locked in (611.2c)",
        _TO,
        _f("subtypes", Shape.WORDS, "the creature types it gets"),
        _f("types", Shape.WORDS, "the card types it gets (Creature unless given)"),
        _DURATION,
        rules=("613.1d", "205.1b"),
    ),
    _i(
        "sacrifice_referenced",
        "its controller sacrifices the permanent named, if they still control it",
        _TO,
        rules=("701.21a", "400.7"),
    ),
    _i(
        "return_attached_from_graveyard",
        "the card returns from its graveyard to the battlefield attached to the permanent named; "
        "if it can't be attached there, it stays in the graveyard",
        _f("card", R, "the card returned", default="self"),
        _f("from", Shape.WORD, "where the card is", choices=("graveyard",)),
        _TO,
        rules=("303.4f", "303.4i", "110.2a"),
    ),
    _i(
        "becomes_copy",
        "a permanent becomes a copy of another (a copy effect in layer 1a), with exceptions",
        _f("to", R, "the permanent that becomes the copy", default=0),
        _f("of", R, "the permanent copied", default=1),
        _f("duration", Shape.WORD, "how long it lasts", default="end_of_turn", choices=DURATIONS),
        _f("except", Shape.VALUE, "the copy's exceptions (707.9b): add_types"),
        rules=("707.2", "613.2a", "707.9b"),
    ),
    _i(
        "return_at_next_end_step",
        "the card the target exiled returns to the battlefield under its owner's control at the "
        "beginning of the next end step (a delayed trigger)",
        _f("card", Shape.INT, "which target was exiled", default=0),
        _f("under", Shape.WORD, "whose control", default="owner", choices=("owner",)),
        _f("creature_counter", Shape.TEXT, "a counter it enters with if it enters as a creature"),
        rules=("603.7a", "603.7c", "614.1c", "400.7"),
    ),
    _i(
        "return_exiled_card",
        "the delayed trigger's return: the card, if still the one exiled, enters under its "
        "owner's control",
        _f("card", Shape.TEXT, "the exiled card's id", required=True),
        _f("timestamp", Shape.INT, "its timestamp in exile (400.7)", required=True),
        _f("under", Shape.WORD, "whose control", default="owner", choices=("owner",)),
        _f("creature_counter", Shape.TEXT, "a counter it enters with if it enters as a creature"),
        rules=("603.7", "110.2a", "303.4f", "614.1c"),
    ),
    _i(
        "copy_spell_for_each",
        "the player copies the spell once for each other permanent it could target, each copy "
        "targeting a different one (not cast; the copies' order is their controller's)",
        _f("spell", R, "the spell copied", default="bound:spell"),
        _f("player", R, "who copies it: the copies' owner and controller", default="you"),
        _f("subtype", Shape.TEXT, "each other permanent of this subtype"),
        _f("own_creatures", Shape.BOOL, "each other creature the copying player controls"),
        rules=("707.10", "707.10d", "704.5e"),
    ),
    _i(
        "storm_copies",
        "copies the spell this ability triggered for once for each other spell cast before it "
        "this turn; its controller may choose new targets for each copy (storm)",
        rules=("702.40a", "707.10", "707.10c", "704.5e"),
    ),
    _i(
        "replicate_copies",
        "copies the spell this ability triggered for once for each time its replicate cost was "
        "paid; its controller may choose new targets for each copy (replicate)",
        rules=("702.56a", "707.10", "707.10c", "704.5e"),
    ),
    _i(
        "casualty_copy",
        "copies the spell this ability triggered for once, its casualty cost having been paid; "
        "its controller may choose new targets for the copy (casualty)",
        rules=("702.153a", "707.10", "707.10c", "704.5e"),
    ),
    _i(
        "conspire_copy",
        "copies the spell this ability triggered for once, its conspire cost having been paid; "
        "its controller may choose new targets for the copy (conspire)",
        rules=("702.78a", "707.10", "707.10c", "704.5e"),
    ),
    _i(
        "rebound_cast",
        "if the card is still the one rebound exiled, its controller may cast it from exile "
        "without paying its mana cost (rebound)",
        _f("card", Shape.VALUE, "the exiled card"),
        _f("timestamp", Shape.VALUE, "its timestamp in exile (400.7)"),
        rules=("702.88a", "608.2g", "118.9"),
    ),
    _i(
        "remove_impending_counter",
        "removes a time counter from this permanent on the battlefield (impending)",
        rules=("702.176a",),
    ),
    _i(
        "remove_time_counter",
        "removes a time counter from this card in exile (suspend)",
        rules=("702.62a",),
    ),
    _i(
        "suspend_cast",
        "its controller may cast this card from exile without paying its mana cost; a creature "
        "spell cast this way has haste until they lose control of it (suspend)",
        rules=("702.62a", "608.2g", "118.9"),
    ),
    _i(
        "cascade",
        "exiles cards from the top of its controller's library until a nonland card with lesser "
        "mana value than the spell this ability triggered for; they may cast it without paying "
        "its mana cost; the rest go to the bottom of the library in a random order (cascade)",
        rules=("702.85a", "608.2g", "118.9"),
    ),
    _i(
        "exiled_countdown",
        "removes a counter of the kind from the card in exile; then with none left it returns "
        "to the battlefield under its owner's control",
        _f("kind", Shape.TEXT, "the counter kind"),
        rules=("122.1", "608.2c", "110.2a", "113.6b"),
    ),
    _i(
        "next_adapt_ignores_counters",
        "the next time the creature adapts this turn, it adapts as though it had no +1/+1 "
        "counters on it",
        _TO,
        rules=("701.46a",),
    ),
    _i(
        "tap_any_number",
        "its controller taps any number of untapped creatures they control, chosen as it "
        "resolves; how many is bound",
        _f("bind", Shape.TEXT, "the key the number tapped is bound under (bound:KEY)"),
        rules=("701.26a", "608.2d", "107.1c"),
    ),
    _i(
        "owner_may_cast_free",
        "for as long as the card a spell exiled remains exiled, its owner may cast it without "
        "paying its mana cost (an alternative cost; X is 0)",
        _f("card", R, "the exiled card (the target the spell exiled)", default=0),
        rules=("118.9", "118.9a", "107.3b", "400.7"),
    ),
    _i(
        "may_play_exiled",
        "for a while, the controller may play (or only cast) the cards the instruction before "
        "exiled, paying their costs at the usual time; a land is the turn's land drop",
        _f("cards", R, "the exiled cards", default="bound:exiled"),
        _f(
            "duration",
            Shape.WORD,
            "how long it lasts",
            default="end_of_turn",
            choices=("end_of_turn", "until_end_of_your_next_turn"),
        ),
        _f("cast_only", Shape.BOOL, "only cast them (a land card can't be played)", default=False),
        _f(
            "named",
            Shape.WORD,
            'how the cards are named: "that card" / "those cards", "cards exiled this way", '
            '"it" / "them"',
            default="that",
            choices=("that", "this_way", "pronoun"),
        ),
        _f(
            "wording",
            Shape.WORD,
            'where the duration is written: "Until end of turn, you may ...", "you may ... '
            'this turn", "you may ... until end of turn"',
            default="front",
            choices=("front", "this_turn", "after"),
        ),
        _f(
            "choose",
            Shape.WORD,
            'only one of the cards, chosen as it resolves (608.2d): "Choose one of them." '
            '("sentence") or ", then choose one of them" ("then")',
            default="no",
            choices=("no", "sentence", "then"),
        ),
        rules=("601.3", "305.1", "305.2", "611.2a", "400.7"),
    ),
    _i(
        "may_tap_or_untap",
        "its controller may tap or untap the permanent (chosen as it resolves)",
        _TO,
        rules=("701.26a", "701.26b", "608.2d"),
    ),
    _i(
        "becomes_counted_creature",
        "becomes an artifact creature of these creature types until end of turn, with power "
        "and toughness each equal to the number of counters of a kind on it (613.1d, 613.4b)",
        _TO,
        _f("types", Shape.WORDS, "the card types it gets (Artifact, Creature)"),
        _f("subtypes", Shape.WORDS, "the creature types it gets"),
        _f("counter_kind", Shape.TEXT, "the counters its power and toughness count (charge)"),
        rules=("613.1d", "613.4b", "613.7a"),
    ),
    _i(
        "move_counter",
        "moves a counter from one object onto another; if either part can't happen, neither "
        "does (122.5)",
        _f("from", R, "where the counter is", default="self"),
        _TO,
        _f("kind", Shape.TEXT, "the counter's kind (+1/+1)"),
        rules=("122.5",),
    ),
    _i(
        "may_sacrifice_self",
        "the controller may sacrifice the source; later instructions marked if: paid need it",
        _f("said_it", Shape.BOOL, 'the text calls the source "it" ("you may sacrifice it.")'),
        rules=("603.5", "701.21a", "608.2c"),
    ),
    _i(
        "return_died_card",
        "returns the card the trigger event put into a graveyard (bound:died) to the "
        "battlefield under the controller's control, if it is still that object (400.7)",
        rules=("400.7", "110.2a", "608.2c"),
    ),
    _i(
        "return_graveyard_arrivals_to_hand",
        "returns to the controller's hand every card of the type in their graveyard that was "
        "put there this turn, as the object it is there (400.7)",
        _f("type", Shape.TEXT, "the card type (Creature)", default="Creature"),
        rules=("400.7", "608.2c"),
    ),
    _i(
        "lose_life_per_own_graveyard",
        "each player named loses life equal to the number of cards in their own graveyard, "
        "counted as it applies (608.2h)",
        _f("player", R, "who loses life", default="each_opponent"),
        rules=("119.3", "608.2h"),
    ),
    _i(
        "return_died_card_to_hand",
        "returns the card the trigger event put into a graveyard (bound:died) to its owner's "
        "hand, if it is still that object (400.7)",
        rules=("400.7", "608.2c"),
    ),
    _i(
        "prevent_damage_from_chosen_color",
        "the controller chooses a color as it resolves; all damage sources of that color would "
        "deal this turn is prevented",
        rules=("608.2d", "615.1a"),
    ),
    _i(
        "untap_up_to",
        "the controller chooses up to a number of permanents of a type, not targeted, and "
        "untaps them (608.2d, 701.26b)",
        _f("type", Shape.TEXT, "a card type", default="Land"),
        _COUNT,
        rules=("608.2d", "701.26b"),
    ),
    _i(
        "deal_damage_divided_evenly",
        "deals damage divided evenly, rounded down, among the spell's targets still legal as it "
        "resolves (608.2b, 120.4)",
        _f("amount", A, "how much in all", default=0),
        rules=("608.2b", "120.4"),
    ),
    _i(
        "deal_damage_unless_player_takes",
        "deals damage to a target creature unless its controller has the source deal other "
        "damage to them instead (118.12a): that player chooses as it resolves",
        _f("amount", A, "the damage to the creature", default=0),
        _f("to", R, "the target creature", default=0),
        _f("player_amount", A, "the damage its controller may take instead", default=0),
        rules=("118.12a", "120.3"),
    ),
    _i(
        "remove_all_counters",
        "removes every counter of a kind from the source; binds how many were removed",
        _f("kind", Shape.TEXT, "the counter kind", default="+1/+1"),
        _f("bind", Shape.TEXT, "the key 'that much' reads (bound:KEY)", default="removed"),
        _f(
            "said",
            Shape.WORD,
            "the words after 'remove' (engine.oracle.grammar.then_if)",
            choices=("those counters", "them", "all of them"),
        ),
        rules=("122.1", "400.7"),
    ),
)

# --- effect kinds -----------------------------------------------------------------------------

V, T, N, B, W = Shape.VALUE, Shape.TEXT, Shape.INT, Shape.BOOL, Shape.WORDS
# Who a layer effect affects: fixed objects (locked in, 611.2c) or a group of creatures.
SCOPE = (
    _f("objects", V, "the affected objects (words on a card: enchanted, equipped)"),
    _f("timestamps", V, "the objects' timestamps as the effect began (bookkeeping, 400.7)"),
    _f(
        "creatures",
        Shape.WORD,
        "which creatures",
        choices=("all", "yours", "opponents", "of_player"),
        asks=Asks.CREATURE_SCOPE,
        label="Affected creatures",
    ),
    _f("player", V, "whose creatures, with of_player"),
    _f("other", B, "except the source"),
    _f("subtype", T, "only creatures with this subtype"),
    _f("any_type", B, 'with subtype: its permanents of any card type ("Elves you control")'),
    _f(
        "without_all",
        B,
        'with subtype: the text names them without "all" ("Goblin creatures"), same meaning',
    ),
    _f(
        "color",
        Shape.WORD,
        "only creatures of this color",
        choices=("W", "U", "B", "R", "G", "chosen_color"),
    ),
    _f("attacking", B, "only attacking creatures (506.4)"),
    _f("with_counter", T, 'only creatures with a counter of this kind on them ("+1/+1")'),
    _f("supertype", T, "only creatures with this supertype (Legendary)"),
    _f("card_type", T, "only creatures that are also of this card type (Artifact)"),
    _f("nontoken", B, "only nontoken creatures (111.1)"),
    _f("face_down", B, "only face-down creatures (708.2)"),
    _f("with_keyword", T, "only creatures with this keyword ability (a P/T bonus only, 613.1f)"),
)
DAMAGE_FILTERS = (
    _f(
        "to",
        V,
        "the recipient: any, yours, opponents, a player or object, permanents_of:ID",
        asks=Asks.DAMAGE_RECIPIENTS,
        label="Damage dealt to",
    ),
    _f(
        "sources",
        Shape.WORD,
        "whose sources",
        choices=("any", "yours", "opponents'"),
        asks=Asks.DAMAGE_SOURCES,
        label="By sources",
    ),
    _f("source_colors", W),
    _f("source_types", W),
    _f("source_kind", Shape.WORD, choices=("spell",)),
)
_OBJ = _f("object", V, "the object")
# 611.3a: a static ability's effect only while its condition holds (engine.rules.static_conditions)
AS_LONG_AS = _f("as_long_as", T, "a condition: the effect applies only while it holds (611.3a)")
# The card's text states the condition first ("As long as it's your turn, ~ has first strike."):
# the same rules meaning, kept so the card prints back its own words.
CONDITION_FIRST = _f("condition_first", B, "the card's text states the condition first")
# engine.rules.counted_effects: the numbers apply once for each counted thing (613.4c, 601.2f)
FOR_EACH = _f("for_each", T, "a count (engine.rules.defined_pt): the change for each one")
_PLAYER_EFFECT = _f("player", V, "the player (you, each, or a player's id)")
# engine.rules.player_groups: "opponents" as well (each opponent of the effect's controller)
_PLAYER_GROUP = _f("player", V, "the players (you, each, opponents, or a player's id)")
_ASKED_PLAYER = _ask(_PLAYER_EFFECT, Asks.PLAYER, "Player")


def _e(kind: str, summary: str, *fields: Field, **more: Any) -> Declaration:
    return Declaration(kind, summary, fields, **more)


# Bookkeeping the engine writes itself: no person makes one.
_BOOKKEEPING = {"stored": False, "on_cards": False}
# Replacement effects of a permanent entering (614.1c): only a card has them.
_ON_CARDS_ONLY = {"stored": False}


EFFECT_DECLARATIONS: tuple[Declaration, ...] = (
    _e(
        "activated_this_turn",
        "an ability activated this turn (602.5b bookkeeping)",
        _OBJ,
        _f("ability", V),
        _f("turn", V),
        _f("timestamp", V),
        _f("cost", V),
        **_BOOKKEEPING,
        label="An ability was activated this turn",
    ),
    _e(
        "mana_kept",
        "mana of a player's pool that doesn't empty as steps end, until end of combat (702.189a)",
        _f("player", V),
        _f("mana", V),
        **_BOOKKEEPING,
        label="Mana kept until end of combat",
    ),
    _e(
        "exiled_instead_of_dying",
        "permanents are exiled instead if they would die this turn (614.1a)",
        _f("objects", V),
        _f("timestamps", V),
        label="Exiled instead if it would die this turn",
    ),
    _e(
        "doesnt_untap",
        "permanents don't untap during their controller's next untap step (502.3)",
        _f("objects", V),
        _f("timestamps", V),
        label="Permanents don't untap during their controller's next untap step",
    ),
    _e(
        "cant_gain_life",
        "a player can't gain life (119.7)",
        _ask(_PLAYER_GROUP, Asks.PLAYER_OR_EACH, "Player"),
        label="A player can't gain life",
    ),
    _e(
        "additional_land_plays",
        "a player may play more lands each turn (305.2)",
        _ask(_PLAYER_GROUP, Asks.PLAYER_OR_EACH, "Player"),
        _f("count", N, "how many more lands", default=1),
        label="A player may play additional lands",
    ),
    _e(
        "additional_votes",
        "while voting, a player gets an additional vote, or with 'optional' may vote an "
        "additional time (701.38d)",
        _ask(_PLAYER_GROUP, Asks.PLAYER_OR_EACH, "Player"),
        _f("optional", B, "the player may cast the additional vote (a decision)"),
        label="A player votes an additional time",
    ),
    _e(
        "more_life_gained",
        "a player gains more life instead (614.1a): that much plus N, or twice that much",
        _ask(_PLAYER_GROUP, Asks.PLAYER_OR_EACH, "Player"),
        _f("plus", N, "how much more life"),
        _f("twice", B, "twice that much life instead"),
        label="A player gains more life",
    ),
    _e(
        "skip_step",
        "a player skips a step of their turns (614.10)",
        _ask(_PLAYER_GROUP, Asks.PLAYER_OR_EACH, "Player"),
        _f("step", Shape.WORD, "the step skipped", default="draw", choices=("upkeep", "draw")),
        label="A player skips a step",
    ),
    _e(
        "cant_be_countered",
        "a spell can't be countered (101.2)",
        _ask(_OBJ, Asks.OBJECT, "Spell"),
        _f("min_x", N, "only if it was cast with X at least this (107.3a)"),
        label="A spell can't be countered",
        on_cards=False,
    ),
    _e(
        "cant_be_regenerated",
        "permanents can't be regenerated (701.19c)",
        _f("objects", V, asks=Asks.PERMANENTS, label="Permanents"),
        _f("timestamps", V),
        label="Permanents can't be regenerated",
        on_cards=False,
    ),
    _e(
        "modify_power_toughness",
        "+N/+N (613.4c)",
        *SCOPE,
        _f("power", N, asks=Asks.NUMBER, label="Power change", initial=1),
        _f("toughness", N, asks=Asks.NUMBER, label="Toughness change", initial=1),
        AS_LONG_AS,
        CONDITION_FIRST,
        FOR_EACH,
        label="Creatures get +N/+N",
    ),
    _e(
        "set_power_toughness",
        "base power and toughness (613.4b)",
        *SCOPE,
        _f("power", N, asks=Asks.NUMBER, label="Base power", initial=0, minimum=0),
        _f("toughness", N, asks=Asks.NUMBER, label="Base toughness", initial=1, minimum=0),
        AS_LONG_AS,
        _f(
            "counter_kind",
            T,
            "power and toughness each the number of counters of this kind on it (613.4b)",
        ),
        label="Creatures have base power and toughness N/N",
    ),
    _e(
        "switch_power_toughness",
        "power and toughness switched (613.4d)",
        *SCOPE,
        label="Switch power and toughness",
    ),
    _e(
        "add_card_types",
        "also a card type (613.1d)",
        _ask(SCOPE[0], Asks.PERMANENTS, "Permanents"),
        *SCOPE[1:2],
        *(replace(f, asks=None) for f in SCOPE[2:]),
        _f("types", W, asks=Asks.CARD_TYPES, label="Also become"),
        _f("subtypes", W),
        _f(
            "beyond_battlefield",
            B,
            "with a scope of creatures: also the creature spells its controller controls and the "
            "creature cards they own in every other zone (609.2, 611.3a)",
        ),
        AS_LONG_AS,
        label="Permanents also become a card type (e.g. a land becomes a creature)",
    ),
    _e(
        "set_colors",
        "are these colors instead of their own (613.1e, 105.3)",
        *SCOPE,
        _f("colors", W, "the colors, as letters (W, U, B, R, G)"),
        AS_LONG_AS,
        rules=("613.1e", "105.3"),
        **_BOOKKEEPING,
        label="Permanents become these colors",
    ),
    _e(
        "change_creature_types",
        "gain all creature types or lose all creature types (613.1d, 205.3m)",
        _ask(SCOPE[0], Asks.PERMANENTS, "Permanents"),
        *SCOPE[1:2],
        _f(
            "creature_types",
            Shape.WORD,
            "all (the default) or none",
            choices=("all", "none"),
            default="all",
            label="Creature types",
        ),
        label="Permanents gain all creature types, or lose all creature types",
    ),
    _e(
        "gain_keywords",
        "gain keywords (613.1f)",
        *SCOPE,
        _f("keywords", W, asks=Asks.KEYWORDS, label="Keywords"),
        AS_LONG_AS,
        CONDITION_FIRST,
        label="Creatures gain keywords",
    ),
    _e(
        "lose_keywords",
        "lose keywords (613.1f)",
        *SCOPE,
        _f("keywords", W, asks=Asks.KEYWORDS, label="Keywords"),
        AS_LONG_AS,
        label="Creatures lose keywords",
    ),
    _e(
        "cant_activate",
        "activated abilities of objects can't be activated (602.5)",
        _f("objects", V, asks=Asks.PERMANENTS, label="Permanents"),
        _f("timestamps", V),
        label="Permanents' activated abilities can't be activated",
        rules=("602.5",),
    ),
    _e(
        "dies_exiled_with_counters",
        "if this permanent would die, it is exiled instead with counters on it (614.1a, 700.4)",
        _f("kind", T, "the counter kind"),
        _f("count", N, "how many"),
        rules=("614.1a", "700.4"),
        **_ON_CARDS_ONLY,
        label="If it would die, it's exiled with counters instead",
    ),
    _e(
        "player_cant_activate",
        "a player can't activate abilities, except the kinds named (602.5)",
        _f("player", V, "the player (enchanted: the player the Aura enchants, 303.4)"),
        _f(
            "except",
            Shape.WORDS,
            "kinds still allowed: mana (605.1a), loyalty (606.3)",
            choices=("mana", "loyalty"),
        ),
        label="A player can't activate abilities",
        rules=("602.5", "605.1a", "606.3"),
    ),
    _e(
        "gain_abilities",
        "gain abilities written in quotation marks (613.1f, 113.1a)",
        *SCOPE,
        _f("abilities", V, "the granted abilities (engine.rules.effects.granted_abilities)"),
        AS_LONG_AS,
        rules=("613.1f", "113.1a"),
        **_BOOKKEEPING,
        label="Permanents gain abilities",
    ),
    _e(
        "lose_all_abilities",
        "lose all abilities (613.1f)",
        *SCOPE,
        label="Creatures lose all abilities",
    ),
    _e(
        "unleash",
        "may enter with an additional +1/+1 counter; can't block while it has one (702.98a)",
        **_BOOKKEEPING,
        label="Unleash",
    ),
    _e(
        "devour",
        "as this enters, its controller may sacrifice any number of creatures (or permanents of "
        "the quality); it enters with N +1/+1 counters for each (702.82a, 702.82c)",
        _f("count", Shape.INT, "N: the counters for each permanent sacrificed", default=1),
        _f("quality", Shape.TEXT, "what may be sacrificed (creatures when absent)"),
        **_BOOKKEEPING,
        label="Devour",
    ),
    _e(
        "goaded",
        "a creature is goaded by the effect's controller until their next turn (701.15a-b); as "
        "an Aura's or Equipment's static ability, the creature it is attached to, while attached",
        _OBJ,
        _f("timestamp", V),
        **_BOOKKEEPING,
        label="A creature is goaded",
    ),
    _e(
        "toxic",
        "combat damage this creature deals to a player also gives poison counters (702.164a-c)",
        _f("count", Shape.INT, "N: this ability's part of the total toxic value", default=1),
        **_BOOKKEEPING,
        label="Toxic",
    ),
    _e(
        "totem_armor",
        "if the enchanted creature would be destroyed, its damage is removed and this Aura is "
        "destroyed instead (702.89a)",
        _OBJ,
        **_BOOKKEEPING,
        label="Umbra armor (totem armor)",
    ),
    _e(
        "saddled",
        "a permanent is saddled until end of turn or until it leaves the battlefield (702.171b)",
        _OBJ,
        _f("timestamp", V),
        **_BOOKKEEPING,
        label="A Mount is saddled",
    ),
    _e(
        "renowned",
        "a permanent is renowned until it leaves the battlefield (702.112b)",
        _OBJ,
        _f("timestamp", V),
        **_BOOKKEEPING,
        label="A permanent is renowned",
    ),
    _e(
        "ring_bearer",
        "a permanent is its player's Ring-bearer: legendary and can't be blocked by creatures "
        "with greater power, until another creature becomes it, another player gains control "
        "of it or it leaves the battlefield (701.54a-c, 701.54e)",
        _OBJ,
        _f("timestamp", V),
        **_BOOKKEEPING,
        label="A player's Ring-bearer",
    ),
    _e(
        "suspected",
        "a permanent is suspected: it has menace and can't block until it leaves the battlefield "
        "(701.60a-c)",
        _OBJ,
        _f("timestamp", V),
        **_BOOKKEEPING,
        label="A permanent is suspected",
    ),
    _e(
        "class_level",
        "a permanent's level until it leaves the battlefield (716.2b; none: level 1, 716.2d)",
        _OBJ,
        _f("timestamp", V),
        _f("level", Shape.INT, "its level"),
        **_BOOKKEEPING,
        label="A permanent's level",
    ),
    _e(
        "evidence_option",
        "as an additional cost to cast the spell, its caster may collect evidence N (701.59a, "
        "601.2b)",
        _f("count", Shape.INT, "N: the total mana value of the cards exiled"),
        **_ON_CARDS_ONLY,
        label="A spell's optional evidence cost",
    ),
    _e(
        "cast_by",
        "the spell a permanent was was cast, and by whom (601.2, 608.3): 'if you cast it'",
        _OBJ,
        _f("timestamp", V),
        _f("player", V, "who cast it"),
        _f("from_hand", Shape.BOOL, "whether it was cast from its owner's hand (601.2a)"),
        **_BOOKKEEPING,
        label="Cast by",
    ),
    _e(
        "evidence_collected",
        "evidence was collected for the spell a permanent was (701.59c)",
        _OBJ,
        _f("timestamp", V),
        **_BOOKKEEPING,
        label="Evidence was collected",
    ),
    _e(
        "solved",
        "a Case is solved until it leaves the battlefield (719.3b)",
        _OBJ,
        _f("timestamp", V),
        **_BOOKKEEPING,
        label="A Case is solved",
    ),
    _e(
        "paired",
        "two creatures are paired for as long as both remain creatures on the battlefield under "
        "the pairing player's control (702.95a-b)",
        _OBJ,
        _f("timestamp", V),
        _f("partner", V, "the creature it is paired with"),
        _f("partner_timestamp", V),
        **_BOOKKEEPING,
        label="Two creatures are paired",
    ),
    _e(
        "monstrous",
        "a permanent is monstrous until it leaves the battlefield (701.37b)",
        _OBJ,
        _f("timestamp", V),
        **_BOOKKEEPING,
        label="A permanent is monstrous",
    ),
    _e(
        "encore_attacks",
        "a token encore made attacks the opponent it was made for this turn if able (702.141a, "
        "508.1d)",
        _OBJ,
        _f("timestamp", V),
        _f("player", V, "the opponent it attacks"),
        **_BOOKKEEPING,
        label="A token attacks a player this turn if able",
    ),
    _e(
        "madness",
        "a card with madness being discarded from its hand is exiled instead of being put into "
        "the graveyard (702.35a); in force for that discard only",
        _OBJ,
        **_BOOKKEEPING,
        label="A discarded card with madness is exiled instead",
    ),
    _e(
        "unearthed",
        "an unearthed permanent is exiled if it would leave the battlefield (702.84a)",
        _OBJ,
        _f("timestamp", V),
        **_BOOKKEEPING,
        label="An unearthed permanent",
    ),
    _e(
        "creature_attacked",
        "a creature attacked this turn, for boast (702.142a; engine.mechanics.boast)",
        _OBJ,
        _f("timestamp", V),
        rules=("702.142a", "514.2"),
        **_BOOKKEEPING,
        label="A creature attacked this turn",
    ),
    _e(
        "turn_history",
        "something that happened this turn: raid, morbid, revolt (engine.mechanics.turn_history)",
        _f(
            "event",
            Shape.WORD,
            "what happened",
            choices=(
                "attacked",
                "creature_died",
                "permanent_left",
                "life_gained",
                "damaged_by_creature",
                "ability_resolved",
                "put_into_graveyard",
                "spell_cast",
                "life_lost",
                "discarded",  # 701.9a (mayhem, 702.187b)
                "assassin_combat_damage",  # freerunning, 702.173a
                "creature_damaged",  # "a creature dealt damage by ~ this turn" (120.3)
                "life_gained_total",  # "if you gained N or more life this turn" (119.3)
            ),
            required=True,
        ),
        _f("spell", V, "the spell cast, as the object it was on the stack (spell_cast)"),
        _f("player", V, "whose (absent for a creature dying)"),
        _f(
            "card",
            V,
            "the card put into a graveyard or discarded, as the object it is there (400.7)",
        ),
        _f(
            "creature",
            V,
            "the creature that dealt the damage (damaged_by_creature) or was dealt it "
            "(creature_damaged)",
        ),
        _f("source", V, "the source that dealt damage to the creature (creature_damaged)"),
        _f("source_timestamp", V, "that source's timestamp then (400.7)"),
        _f("amount", N, "the life gained this turn so far (life_gained_total)"),
        _f("timestamp", V, "that creature's, source's or card's timestamp then (400.7)"),
        _f("object", V, "the source of the ability that resolved (ability_resolved)"),
        _f("ability", V, "which of its abilities (ability_resolved)"),
        _f("resolution", V, "which time it resolved this turn (ability_resolved)"),
        rules=("514.2",),
        **_BOOKKEEPING,
        label="Something happened this turn",
    ),
    _e(
        "day_night",
        "the game's day/night designation; once it has one it keeps one of them (731.1, "
        "engine.mechanics.day_and_night)",
        _f("is", Shape.WORD, "day or night", choices=("day", "night"), required=True),
        rules=("731.1",),
        on_cards=False,
        label="Day or night",
    ),
    _e(
        "spells_cast_in_turn",
        "how many spells a player cast in an earlier turn, for 'last turn' "
        "(engine.mechanics.turn_history)",
        _f("turn", Shape.INT, "the turn's number", required=True),
        _f("player", V, "who cast them", required=True),
        _f("count", Shape.INT, "how many spells", default=1),
        _f("active", Shape.BOOL, "whether the player was that turn's active player (731.2)"),
        rules=("601.2i",),
        **_BOOKKEEPING,
        label="Spells cast in an earlier turn",
    ),
    _e(
        "enters_with_counters_if",
        "enters with counters if something happened this turn: raid, morbid, revolt (614.1c)",
        _f("kind", T, asks=Asks.TEXT, label="Counter kind", initial="+1/+1"),
        _f("count", N, asks=Asks.NUMBER, label="How many", initial=1, minimum=1),
        _f(
            "condition",
            Shape.WORD,
            "what must have happened this turn (engine.mechanics.turn_history)",
            choices=(
                "attacked_this_turn",
                "creature_died_this_turn",
                "permanent_left_this_turn",
                "gained_life_this_turn",
                "discarded_this_turn",
            ),
            required=True,
        ),
        rules=("614.1c",),
        label="Enters with counters if something happened this turn",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "enters_with_counters_per_color_spent",
        "enters with counters for each color of mana spent to cast it (614.1c, 601.2h)",
        _f("kind", T, asks=Asks.TEXT, label="Counter kind", initial="+1/+1"),
        _f("count", N, asks=Asks.NUMBER, label="How many for each color", initial=1, minimum=1),
        rules=("614.1c", "601.2h"),
        label="Enters with counters for each color of mana spent to cast it",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "alternative_cost_if",
        "a spell may be cast for this mana rather than its mana cost while a condition holds "
        "(118.9, 601.2b)",
        _f("mana", T, asks=Asks.TEXT, label="Alternative cost", initial="{0}"),
        _f(
            "condition",
            T,
            "attacking_at_least:N, attacking_exactly:N, opponent_gained_life_this_turn, "
            "damaged_by_creatures_at_least:N, cast_another_spell_this_turn, "
            "opponent_lost_life_this_turn (engine.mechanics.conditional_alternative_costs)",
            required=True,
        ),
        _f("keyword", T, "the keyword that says so: surge (702.117a), spectacle (702.137a)"),
        rules=("118.9", "601.2b"),
        label="May be cast for another cost while a condition holds",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "dealt_damage_this_turn",
        "a player was dealt damage this turn (bloodthirst bookkeeping, 702.54a)",
        _f("player", V),
        **_BOOKKEEPING,
        label="A player was dealt damage this turn",
    ),
    _e(
        "impending",
        "may be cast for this mana rather than its mana cost; then it enters with N time "
        "counters, isn't a creature while it has one, and loses one at each of its controller's "
        "end steps (702.176a)",
        _f("count", N, asks=Asks.NUMBER, label="Time counters", initial=4, minimum=1),
        _f("mana", T, asks=Asks.TEXT, label="Impending cost", initial="{0}"),
        label="Impending",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "bloodthirst",
        "enters with +1/+1 counters if an opponent was dealt damage this turn (702.54a)",
        _f("count", N, asks=Asks.NUMBER, label="How many", initial=1, minimum=1),
        label="Bloodthirst",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "blocks_attacker_if_able",
        "the creature blocks the attacker this combat if able (provoke, 702.39a, 509.1c)",
        _f("objects", V),
        _f("timestamps", V),
        _f("attacker", V),
        **_BOOKKEEPING,
        label="Blocks an attacker this combat if able",
    ),
    _e(
        "epic",
        "a player can't cast spells; the epic spell is copied at each of their upkeeps (702.50a-b)",
        _f("player", V),
        _f("card", V),
        _f("spell", V),
        **_BOOKKEEPING,
        label="Epic",
    ),
    _e(
        "paradigm",
        "a spell with paradigm has resolved for a player: at the beginning of each of their "
        "precombat main phases, a copy of it is created in exile to cast for free (702.192a)",
        _f("player", V),
        _f("name", V),
        _f("card", V),
        **_BOOKKEEPING,
        label="Paradigm",
    ),
    _e(
        "encoded",
        "a card with cipher exiled encoded on a creature (702.99a-c)",
        _f("card", V),
        _f("card_timestamp", V),
        _f("creature", V),
        _f("creature_timestamp", V),
        **_BOOKKEEPING,
        label="Encoded on a creature",
    ),
    _e(
        "miracle_revealed",
        "a card revealed by its miracle ability as it was drawn (702.94a)",
        _f("objects", V),
        _f("timestamps", V),
        **_BOOKKEEPING,
        label="Revealed by its miracle ability",
    ),
    _e(
        "amplify",
        "as it enters its controller may reveal cards from their hand sharing a creature type "
        "with it; it enters with N +1/+1 counters for each (702.38a)",
        _f("count", N, asks=Asks.NUMBER, label="How many", initial=1, minimum=1),
        label="Amplify",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "tribute",
        "as it enters an opponent chosen by its controller may have it enter with N additional "
        "+1/+1 counters (702.104a)",
        _f("count", N, asks=Asks.NUMBER, label="How many", initial=1, minimum=1),
        label="Tribute",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "sunburst",
        "enters with a +1/+1 counter (a charge counter if not a creature) for each color of mana "
        "spent to cast it (702.44a)",
        label="Sunburst",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "enters_with_counters",
        "enters with counters (614.1c)",
        _f("kind", T, asks=Asks.TEXT, label="Counter kind", initial="+1/+1"),
        _f("count", Shape.AMOUNT, asks=Asks.NUMBER, label="How many", initial=1, minimum=1),
        _f(
            "if",
            Shape.WORD,
            "only if it was kicked (702.33d) or escaped (702.138c)",
            choices=("kicked", "escaped"),
        ),
        _f(
            "for_each",
            Shape.WORD,
            "once for each time it was kicked (702.33c)",
            choices=("kicked",),
        ),
        label="Enters with counters",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "delayed_trigger",
        "a delayed triggered ability (603.7)",
        _f("step", Shape.WORD, choices=STEPS),
        _f("player", V, "only at this player's step (their next upkeep)"),
        _f("text", T),
        # Checked as instructions where they enter: as it triggers they become the pending
        # trigger's bound effects, which a saved state must load back (issue 29).
        _f("effects", Shape.INSTRUCTIONS, "the instructions it carries out as it resolves"),
        bound_keys=True,
        **_BOOKKEEPING,
        label="A delayed triggered ability",
    ),
    _e(
        "cda_power_toughness",
        "characteristic-defining power and toughness (604.3)",
        _f("count", T, "what both power and toughness count"),
        _f("power_count", T, "what power counts"),
        _f("toughness_count", T, "what toughness counts"),
        _f("power_plus", N, "added to the power counted (1+*)"),
        _f("toughness_plus", N, "added to the toughness counted (1+*)"),
        label="Power and toughness defined by the card's own ability",
    ),
    _e(
        "dredge",
        "in a graveyard: its owner may mill N cards and return it to their hand instead of "
        "drawing (702.52a)",
        _f("count", N, "the N of Dredge N"),
        **_ON_CARDS_ONLY,
        label="Dredge",
    ),
    _e(
        "copy_of",
        "a copy (707.2)",
        _OBJ,
        _f("original", V),
        _f("card", V),
        _f("timestamp", V),
        _f(
            "except",
            V,
            "exceptions part of its copiable values (707.9b): colors, mana_cost, add_types, "
            "add_subtypes, power, toughness",
        ),
        _f("face_down", B, "the original was face down: a copy of a 2/2 creature (708.10)"),
        label="A permanent is a copy of another",
    ),
    _e(
        "enters_as_copy",
        "enters as a copy of a permanent (707.5)",
        _f("of", V, "card types the original has one of (default: creature)"),
        _f("yours", B, "only a permanent its controller controls"),
        _f("except", V, "the copy's exceptions (707.9b): add_types, add_subtypes"),
        label="Enters as a copy of a permanent",
    ),
    _e(
        "enters_choosing_copy",
        "enters as a copy of a chosen permanent (616.1c)",
        label="Enters as a copy of a permanent its controller chooses",
    ),
    _e(
        "halve_damage",
        "damage is halved, rounded down (614.1a)",
        *DAMAGE_FILTERS,
        label="Damage is halved (rounded down)",
    ),
    _e("double_damage", "damage is doubled (614.1a)", *DAMAGE_FILTERS, label="Damage is doubled"),
    _e(
        "modify_damage_by",
        "damage is N more or less (614.1a)",
        _f(
            "amount",
            N,
            asks=Asks.NUMBER,
            label="Change the damage by",
            initial=-1,
            doc="negative: that much less",
        ),
        *DAMAGE_FILTERS,
        label="Damage is N more or N less",
    ),
    _e(
        "redirect_damage",
        "damage to a player is dealt to a creature instead (614.9)",
        _f("from", V, asks=Asks.PLAYER, label="Damage to player"),
        _f("to_object", V, asks=Asks.PERMANENT, label="Is dealt instead to creature"),
        label="Redirect damage from a player to a creature",
    ),
    _e(
        "multiply_damage",
        "damage is multiplied (614.1a)",
        _f("factor", N, asks=Asks.NUMBER, label="Multiply by", initial=3, minimum=2),
        *DAMAGE_FILTERS,
        label="Damage is multiplied",
    ),
    _e(
        "prevent_damage_by",
        "prevent N of each damage (615.1a)",
        _f("amount", N, asks=Asks.NUMBER, label="Prevent this much", initial=1, minimum=1),
        *DAMAGE_FILTERS,
        label="Prevent N of each damage",
    ),
    _e(
        "prevent_half_damage",
        "prevent half of each damage (615.1a)",
        *DAMAGE_FILTERS,
        label="Prevent half of each damage (rounded up)",
    ),
    _e(
        "prevent_next_damage",
        "prevent the next N damage (615.7)",
        _f("recipient", V, asks=Asks.RECIPIENT, label="Damage dealt to"),
        _f("amount", N, asks=Asks.NUMBER, label="Prevent the next", initial=3, minimum=1),
        label="Prevent the next N damage (a shield)",
    ),
    _e(
        "prevent_all_damage",
        "prevent all damage (615.1a)",
        *DAMAGE_FILTERS,
        _f("combat_only", B, asks=Asks.SWITCH, label="Combat damage only"),
        label="Prevent all damage",
    ),
    _e(
        "damage_cant_be_prevented",
        "damage can't be prevented (615.12)",
        _f("source", V, asks=Asks.DAMAGE_SOURCE, label="Damage from"),
        _f("combat_only", B, asks=Asks.SWITCH, label="Combat damage only"),
        _f("min_x", N, "only if its source was cast with X at least this (107.3a)"),
        # A group of sources ("by creatures you control", Questing Beast): the damage effects'
        # source filters (engine.rules.effects.damage.source_matches).
        _ask(DAMAGE_FILTERS[1], Asks.DAMAGE_SOURCES, "By sources"),
        _f(
            "source_types",
            W,
            "card types the source has one of",
            asks=Asks.SOURCE_TYPES,
            label="Only sources that are",
        ),
        label="Damage can't be prevented",
    ),
    _e(
        "put_more_counters",
        "counters an effect would put on a permanent its controller controls are multiplied "
        "and/or increased (614.1a, 614.16)",
        _f("factor", N, "multiply the counters by", default=2),
        _f("plus", N, "then add this many", default=0),
        _f("counter_kind", T, "only counters of this kind (+1/+1)"),
        _f(
            "permanent_types",
            W,
            "only on permanents of these card types",
            choices=("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"),
        ),
        _f("costs", B, "also counters put on to pay a cost (606.4)"),
        _f(
            "restated",
            B,
            "the card's text names the permanent again ('on that creature'), not 'it': the "
            "same rules meaning, kept so the card prints back its own words",
        ),
        label="Counters put on its controller's permanents are doubled or increased",
        rules=("614.1a", "614.16", "122.6"),
    ),
    _e(
        "create_more_tokens",
        "tokens an effect would create under its controller's control are multiplied and/or "
        "increased (614.1a, 614.16)",
        _f("factor", N, "multiply the tokens by", default=2),
        _f("plus", N, "then add this many", default=0),
        _f(
            "passive",
            B,
            "the card's text says 'would be created', not 'an effect would create': the same "
            "rules meaning (only an effect creates tokens, 111.1), kept so the card prints back "
            "its own words",
        ),
        label="Tokens its controller creates are doubled or increased",
        rules=("614.1a", "614.16", "111.1"),
    ),
    _e(
        "any_color_mana_ability",
        'permanents have "{T}: Add one mana of any color." (613.1f, 605.1a)',
        _f("objects", V, asks=Asks.PERMANENTS, label="Permanents"),
        label='Permanents have "{T}: Add one mana of any color."',
        rules=("613.1f", "605.1a"),
    ),
    _e(
        "enters_tapped",
        "enters tapped, unless a condition holds (614.1c)",
        _f("unless", Shape.OBJECT),
        label="Enters tapped (unless a condition holds)",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "enters_choosing",
        "as it enters, its controller chooses a color or a creature type (614.12a)",
        _f("choice", Shape.WORD, "what is chosen", choices=("color", "creature_type")),
        label="Enters with a color or creature type chosen",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "enters_tapped_unless_pays_life",
        "enters tapped unless its controller pays life (614.12a)",
        _f("life", N),
        label="Enters tapped unless its controller pays life",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "enters_tapped_unless_reveals",
        "enters tapped unless its controller reveals a card (614.12a)",
        _f("types", W),
        label="Enters tapped unless its controller reveals a card",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "damage_life_floor",
        "damage can't reduce a life total below 1",
        _ASKED_PLAYER,
        label="Damage can't reduce a life total below 1",
    ),
    _e(
        "player_hexproof",
        "a player has hexproof: their opponents' spells and abilities can't target them (702.11c)",
        _ASKED_PLAYER,
        label="A player has hexproof",
    ),
    _e(
        "player_shroud",
        "a player has shroud: no spell or ability can target them (702.18a)",
        _ASKED_PLAYER,
        label="A player has shroud",
    ),
    _e(
        "no_maximum_hand_size",
        "a player has no maximum hand size (402.2, 514.1)",
        _ASKED_PLAYER,
        label="A player has no maximum hand size",
    ),
    _e(
        "look_at_top_of_library",
        "a player may look at the top card of their library any time (401.5)",
        _ASKED_PLAYER,
        label="A player may look at the top card of their library",
    ),
    _e(
        "cant_lose_game",
        "a player can't lose the game (104.3)",
        _ASKED_PLAYER,
        label="A player can't lose the game",
    ),
    _e(
        "cant_win_game",
        "a player, or a player's opponents, can't win the game (104.2b)",
        _ASKED_PLAYER,
        _f("opponents_of", V, "the player whose opponents can't win"),
        label="A player can't win the game",
    ),
    _e(
        "life_cant_change",
        "a player's life total can't change (119.7, 119.8)",
        _ASKED_PLAYER,
        label="A player's life total can't change",
    ),
    _e(
        "multiply_mana",
        "tapping for mana produces N times as much (106.12b)",
        _f("factor", N, asks=Asks.NUMBER, label="Multiply by", initial=2, minimum=2),
        _ask(_PLAYER_EFFECT, Asks.PLAYER, "Player who taps"),
        label="Tapping for mana produces N times as much",
    ),
    _e(
        "mana_type_becomes",
        "tapping for mana produces another type (106.12b)",
        _f(
            "type",
            Shape.WORD,
            choices=("W", "U", "B", "R", "G", "C"),
            asks=Asks.MANA_TYPE,
            label="Mana type",
        ),
        _f("sources", V, asks=Asks.MANA_SOURCES, label="Tapped permanents"),
        _f("amount", V, asks=Asks.MANA_AMOUNT, label="Amount"),
        label="Tapping for mana produces another type",
    ),
    _e(
        "modify_spell_cost",
        "spells cost more or less to cast (601.2f)",
        _f(
            "spells",
            T,
            "a card type, any, noncreature, instant_or_sorcery, color:W, subtype:Aura; A|B "
            "either, A+B both; self (bound to the spell: its own cost, 113.6d)",
        ),
        _f("casters", V, "whose spells: you, opponents or each"),
        _f("generic", N, "generic mana more (negative: less)"),
        _f("mana", T, 'mana more with colored symbols, e.g. "{2}{U}" (strive, 207.2c)'),
        _f("targeting", V, "only spells with this object among their targets (self)"),
        FOR_EACH,
        _f("x_is", T, "a count: the change is {X} with X this count (107.3a)"),
        AS_LONG_AS,
        label="Spells cost more or less to cast",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "protection",
        "protection (702.16)",
        _f("protected", V, asks=Asks.RECIPIENT, label="Who has protection"),
        _f("from", V, asks=Asks.PROTECTION_QUALITY, label="Protection from"),
        _f("protected_timestamp", V, "its timestamp as the effect began (bookkeeping, 400.7)"),
        label="Protection",
    ),
    _e(
        "hexproof_from",
        "hexproof from a quality (702.11d): opponents' spells and abilities with it can't target",
        _f("protected", V, asks=Asks.RECIPIENT, label="Who has hexproof from it"),
        _f("from", V, asks=Asks.PROTECTION_QUALITY, label="Hexproof from"),
        label="Hexproof from",
    ),
    _e(
        "regeneration_shield",
        "a regeneration shield (701.19a)",
        _ask(_OBJ, Asks.PERMANENT, "Permanent"),
        _f("object_timestamp", V),
        label="Regeneration shield: the next time the permanent would be destroyed, it is "
        "regenerated instead",
    ),
    # 122.1c, 122.1h: the effects counters create (engine.rules.effects.counter_rules), in force
    # for one event while the permanent has such a counter
    _e(
        "finality_counter",
        "a finality counter: exiled instead of put into a graveyard from the battlefield (122.1h)",
        _OBJ,
        **_BOOKKEEPING,
        label="A finality counter",
    ),
    _e(
        "shield_counter_destruction",
        "a shield counter: a shield counter is removed instead of the permanent destroyed (122.1c)",
        _OBJ,
        **_BOOKKEEPING,
        label="A shield counter stops destruction",
    ),
    _e(
        "shield_counter_damage",
        "a shield counter: damage to the permanent is prevented and a shield counter removed "
        "(122.1c)",
        _OBJ,
        **_BOOKKEEPING,
        label="A shield counter prevents damage",
    ),
    _e(
        "deck_construction",
        'a deck-construction rule (113.6n): "can be your commander" (903.3a), "any number of '
        'cards named ~" (100.2a); it functioned before the game began and does nothing in it',
        _f("rule", V, "commander, any_number, or up_to:N"),
        label="A deck-construction rule",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "opening_hand",
        "an action a player could take with the card from their opening hand (103.6a: begin "
        "the game with it on the battlefield); taken before the first turn or never, it does "
        "nothing in a game under way",
        _f("rule", V, "battlefield"),
        _f("pronoun", V, "the pronoun Oracle's text names the card with (him, her, them)"),
        label="An opening-hand action",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "self_graveyard_to_exile",
        "the object would be put into a graveyard from anywhere: it is exiled instead (614.1a)",
        _f("object", V, 'the object with the ability ("self" on a card)'),
        label="Exiled instead of going to a graveyard",
        **_ON_CARDS_ONLY,
    ),
    _e(
        "opponents_graveyard_to_exile",
        "cards going to an opponent's graveyard are exiled (614.1a)",
        label="Cards going to an opponent's graveyard are exiled",
    ),
    _e(
        "gain_control",
        "control changes (613.1b)",
        _f("objects", V),
        _f("player", V),
        _f("previous", V),
        _f("timestamps", V),
        _f("static_source", V, "the static ability's effect it stands for (613.1b)"),
        **_BOOKKEEPING,
        label="A player gains control of permanents",
    ),
    _e(
        "controls_attached",
        "a player controls what the permanent with the ability is attached to (613.1b, 303.4m)",
        _f("objects", V, "enchanted or equipped"),
        _ask(_PLAYER_EFFECT, Asks.PLAYER, "Player"),
        _f("words", T, "how the card names what it is attached to (enchanted creature)"),
        label="A player controls what it is attached to",
        stored=False,
    ),
    _e(
        "controls_player",
        "its controller controls a player during that player's next turn (723.1)",
        _f("player", V, "the controlled player"),
        _f("turn", V, "the turn it works in (set as that turn begins, 723.1b)"),
        label="A player controls another player's next turn",
    ),
    _e(
        "on_an_adventure",
        "an adventurer card exiled as its Adventure resolved; its owner may cast it (715.3d)",
        _OBJ,
        _f("timestamp", V, "the card's timestamp in exile (400.7)"),
        label="A card on an adventure",
    ),
    _e(
        "adapts_as_though_no_counters",
        "the next time the permanent adapts this turn, it adapts as though it had no +1/+1 "
        "counters on it (701.46a)",
        _OBJ,
        _f("timestamp", V, "the permanent's timestamp (400.7)"),
        label="The next adapt ignores +1/+1 counters",
    ),
    _e(
        "reduce_ability_cost",
        "activated abilities of creatures its controller controls cost less to activate, "
        "not below a number of mana (602.2b, 601.2f)",
        _f("creatures", Shape.WORD, "whose creatures: yours", choices=("yours",)),
        _f("generic", N, "how much generic mana less"),
        _f("floor", N, "the least mana the cost keeps"),
        label="Activated abilities of creatures cost less",
    ),
    _e(
        "may_cast_free_from_exile",
        "a card a spell exiled; for as long as it remains exiled its owner may cast it without "
        "paying its mana cost (118.9)",
        _OBJ,
        _f("timestamp", V, "the card's timestamp in exile (400.7)"),
        _f(
            "cost",
            Shape.MANA_COST,
            "the alternative cost paid instead, if any: {2} for an airbent card (701.65a)",
        ),
        label="A card in exile its owner may cast without paying its mana cost",
    ),
    _e(
        "may_play_from_exile",
        "a card an effect exiled; for a while (its duration) the effect's controller may play it "
        "from exile, or only cast it, paying its costs at the usual time (601.3, 305.1)",
        _OBJ,
        _f("timestamp", V, "the card's timestamp in exile (400.7)"),
        _f("cast_only", Shape.BOOL, "only cast it (a land card can't be played)", default=False),
        label="A card in exile its player may play for a while",
    ),
    _e(
        "suspend_haste",
        "a creature spell cast by suspend has haste until its caster loses control of it "
        "(702.62a): the gain_keywords effect it ends",
        _OBJ,
        _f("player", V, "who cast it"),
        _f("effect", V, "the gain_keywords effect's id"),
        **_BOOKKEEPING,
        label="Haste from suspend",
    ),
    _e(
        "prowl_damage",
        "a source a player controlled dealt combat damage to a player this turn, with these "
        "creature types then (702.76a)",
        _f("player", V, "the source's controller"),
        _f("types", Shape.WORDS, "the source's creature types as it dealt the damage"),
        label="Combat damage for prowl",
    ),
    _e(
        "ravenous_x",
        "the X a permanent with ravenous entered with (702.156a, 107.3m)",
        _OBJ,
        _f("timestamp", V, "the permanent's timestamp (400.7)"),
        _f("x", V, "the X its spell was cast with"),
        label="Ravenous's X",
    ),
    _e(
        "offspring_paid",
        "a permanent whose spell's offspring cost was paid (702.175a)",
        _OBJ,
        _f("timestamp", V, "the permanent's timestamp (400.7)"),
        label="Offspring paid",
    ),
    _e(
        "bargained",
        "a permanent whose spell was bargained (702.166b)",
        _OBJ,
        _f("timestamp", V, "the permanent's timestamp (400.7)"),
        label="Bargained",
    ),
    _e(
        "gift_promised",
        "a permanent whose spell's gift was promised, and to whom (702.174k)",
        _OBJ,
        _f("timestamp", V, "the permanent's timestamp (400.7)"),
        _f("player", V, "the opponent the gift was promised to"),
        label="Gift promised",
    ),
    _e(
        "mana_spent_on_spells",
        "how much mana a player has spent to cast spells this turn (700.14), until end of turn",
        _f("player", V, "the player"),
        _f("amount", V, "the mana spent"),
        label="Mana spent on spells",
    ),
    _e(
        "squad_paid",
        "a permanent whose spell's squad cost was paid, and how many times (702.157a)",
        _OBJ,
        _f("timestamp", V, "the permanent's timestamp (400.7)"),
        _f("times", V, "how many times the squad cost was paid"),
        label="Squad paid",
    ),
    _e(
        "warped",
        "a warped card in exile (702.185b): after the turn it was exiled its owner may cast it "
        "(702.185a)",
        _OBJ,
        _f("timestamp", V, "the card's timestamp in exile (400.7)"),
        _f("turn", V, "the turn it was exiled"),
        label="A warped card",
    ),
    _e(
        "plotted",
        "a plotted card in exile (702.170a): on a later turn its owner may cast it without "
        "paying its mana cost during their main phase while the stack is empty (702.170d)",
        _OBJ,
        _f("timestamp", V, "the card's timestamp in exile (400.7)"),
        _f("turn", V, "the turn it became plotted"),
        label="A plotted card",
    ),
    _e(
        "exiled_with",
        "a card exiled with a source (607.2a)",
        _f("card", V),
        _f("card_timestamp", V),
        _f("source_timestamp", V),
        label="A card exiled with a source",
    ),
    _e(
        "exiled_until_leaves",
        "a card exiled until its source leaves the battlefield, then returned (610.3)",
        _f("card", V),
        _f("card_timestamp", V),
        _f("source_timestamp", V),
        label="A card exiled until its source leaves the battlefield",
    ),
    _e(
        "spells_cant_be_countered",
        "spells of a kind can't be countered (101.2)",
        _f("spells", T, "a spell quality: a card type, any, color:G, subtype:Sliver; A|B, A+B"),
        _f("controllers", V, "whose spells: you or each"),
        label="Spells of a kind can't be countered",
        **_ON_CARDS_ONLY,
    ),
)

# --- triggers ---------------------------------------------------------------------------------

_DAMAGED = ("player", "opponent", "creature", "player_or_planeswalker", "player_or_battle")
_CASTERS = ("you", "any", "opponent")
_COLORS = ("W", "U", "B", "R", "G")
# "Whenever ~ and at least N other creatures attack" (508.1m: counted among the declaration)
_ATTACKING_TOGETHER = (
    _f("with_others", N, "only if at least this many other creatures attack with it (508.1m)"),
    _f("others_subtype", T, "only other attackers of this creature type count"),
)

TRIGGER_DECLARATIONS: tuple[Declaration, ...] = (
    Declaration(
        "self_enters",
        "when this enters the battlefield",
        rules=("603.6a",),
        phrases=(Phrase("enters", "When it enters the battlefield"),),
    ),
    Declaration(
        "self_dies", "when this dies", rules=("603.10a",), phrases=(Phrase("dies", "When it dies"),)
    ),
    Declaration("self_leaves_battlefield", "when this leaves the battlefield", rules=("603.6c",)),
    Declaration(
        "self_attacks",
        "whenever this attacks (bound:attacked is what it attacks)",
        (
            _f(
                "while",
                Shape.WORD,
                "only if it attacks while this holds (checked as it attacks, not on resolution)",
                choices=("saddled",),
            ),
            *_ATTACKING_TOGETHER,
        ),
        rules=("508.1", "508.1m"),
        phrases=(Phrase("attacks", "Whenever it attacks"),),
    ),
    Declaration(
        "self_deals_damage",
        "whenever this deals damage (bound:damaged is what was dealt it, bound:damage_amount "
        "how much, bound:player the player dealt damage to a player)",
        (
            _f("combat", Shape.BOOL, "only combat damage (510.2)"),
            _f("to", Shape.WORD, "only damage to such a recipient", choices=_DAMAGED),
            _f(
                "attached",
                Shape.BOOL,
                "the damage of what this Aura or Equipment is attached to instead (303.4m, 301.5f)",
            ),
        ),
        rules=("120.3",),
        phrases=(Phrase("deals_damage", "Whenever it deals damage"),),
    ),
    Declaration(
        "self_deals_damage_to_opponent",
        "whenever this deals damage to an opponent",
        rules=("120.3", "102.3"),
    ),
    Declaration(
        "equipped_creature_dies",
        "whenever equipped (or enchanted) creature dies",
        rules=("603.10a",),
        # An Equipment's (or Aura's) trigger: 603.10a, it looks back to when it was attached.
        phrases=(Phrase("equipped_dies", "Whenever equipped creature dies"),),
    ),
    Declaration(
        "state",
        "when a game state holds: a state trigger (603.8)",
        (
            _f(
                "condition",
                T,
                "the state: a condition name of an intervening if clause",
                required=True,
            ),
        ),
        rules=("603.8",),
    ),
    Declaration(
        "you_gain_life",
        "whenever you gain life (bound:life_amount is how much, bound:player who gained it)",
        (
            _f(
                "whose",
                Shape.WORD,
                "who gains the life",
                default="you",
                choices=("you", "any", "opponent"),
            ),
        ),
        rules=("119.3",),
        phrases=(Phrase("you_gain_life", "Whenever you gain life"),),
    ),
    Declaration(
        "case_unsolved_end_step",
        "at the beginning of your end step, while this Case isn't solved (719.3a)",
        rules=("719.3a",),
    ),
    Declaration(
        "a_player_loses_life",
        "whenever a player loses life (bound:life_amount is how much, bound:player who lost it)",
        (
            _f(
                "whose",
                Shape.WORD,
                "who loses the life",
                default="any",
                choices=("you", "any", "opponent"),
            ),
        ),
        rules=("119.3",),
        phrases=(Phrase("a_player_loses_life", "Whenever a player loses life"),),
    ),
    Declaration(
        "beginning_of_step",
        "at the beginning of a step",
        (
            _f("step", Shape.WORD, required=True, choices=STEPS),
            _f(
                "whose",
                Shape.WORD,
                default="each",
                choices=("each", "your", "enchanted", "opponent", "each_player"),
            ),
            _f("written_each", B, "written 'at the beginning of each end step' (513.1)"),
        ),
        rules=("603.2", "503.1"),
        phrases=(
            Phrase(
                "your_upkeep",
                "At the beginning of your upkeep",
                (("step", "upkeep"), ("whose", "your")),
            ),
            Phrase(
                "each_end_step",
                "At the beginning of each end step",
                (("step", "end"), ("whose", "each")),
            ),
        ),
    ),
    Declaration(
        "last_counter_removed",
        "when the last counter of a kind is removed from this",
        (_f("kind", T, required=True),),
        rules=("702.63a",),
    ),
    Declaration(
        "enchantment_enters_under_your_control",
        "whenever an enchantment enters under your control",
        rules=("603.6a",),
    ),
    Declaration(
        "creature_attacks_alone",
        "whenever a creature you control attacks alone (506.5); bound:attacker is that creature",
        rules=("506.5",),
    ),
    Declaration(
        "self_blocked_by_creature",
        "whenever this creature becomes blocked by a creature (509.3c); bound:blocker is it",
        (_f("without", T, "only a blocker without this keyword"),),
        rules=("509.3c",),
    ),
    Declaration(
        "self_blocks_or_blocked_by_creature",
        "whenever this creature blocks or becomes blocked by a creature: once for each attacker "
        "it blocks (509.3b) and each creature blocking it (509.3d); bound:block_partner is the "
        "other creature",
        (
            _f("attached", B, "the creature this Equipment or Aura is attached to"),
            _f(
                "partner_not_color",
                Shape.WORD,
                "only another creature not of this color",
                choices=_COLORS,
            ),
            _f("partner_not_subtype", T, "only another creature without this creature type"),
        ),
        rules=("509.3b", "509.3d", "509.3f"),
    ),
    Declaration(
        "self_blocks_or_becomes_blocked",
        "whenever this creature blocks or becomes blocked (509.3c: once however many block it)",
        rules=("509.3c",),
    ),
    Declaration(
        "self_cast",
        "when you cast this spell (601.2i): it triggers from the stack; bound:spell is the spell",
        rules=("601.2i", "603.2"),
    ),
    Declaration(
        "you_cast_spell",
        "whenever you cast a spell (601.2i), or only a noncreature spell",
        (
            _f("noncreature", B, "only a spell that isn't a creature spell"),
            _f("caster", Shape.WORD, "who casts it", default="you", choices=_CASTERS),
            _f("types", W, "only a spell with one of these card types"),
            _f("subtypes", W, "only a spell with one of these subtypes (or of the types)"),
            _f("colors", W, "only a spell of one of these colors", choices=_COLORS),
            _f("multicolored", B, "only a spell of two or more colors (105.2)"),
            _f("colorless", B, "only a colorless spell (105.2c)"),
            _f("historic", B, "only a legendary, artifact or Saga spell (700.6)"),
            _f("kicked", B, "only a kicked spell (702.33d)"),
            _f("targets_self", B, "only a spell that targets this (heroic)"),
            _f("nth", N, "only the caster's nth spell cast this turn (2: the second)"),
            _f("mana_value_at_least", N, "only a spell with at least this mana value (202.3)"),
            _f("mana_value_at_most", N, "only a spell with at most this mana value (202.3)"),
            _f(
                "during",
                Shape.WORD,
                "only during such a turn (opponent_turn: an opponent's turn)",
                choices=("opponent_turn",),
            ),
            _f(
                "mana_value_greater_than",
                T,
                "only a spell whose mana value is greater than this count (202.3; "
                "engine.rules.defined_pt)",
            ),
            _f(
                "targets_only",
                Shape.TEXT,
                "only a spell whose one target is this (self) or a permanent of this subtype; "
                "bound:spell and bound:player are the spell and its caster",
            ),
        ),
        rules=("601.2i", "115.1"),
    ),
    Declaration(
        "permanent_enters",
        "whenever a permanent of a type enters (landfall: a land under your control), or another",
        (
            _f("type", T),
            _f(
                "whose",
                Shape.WORD,
                "whose control it enters under (enchanted: the player this Aura enchants, 303.4)",
                default="you",
                choices=("you", "any", "opponent", "enchanted"),
            ),
            _f("other", Shape.BOOL),
            _f("subtype", T, "only a permanent with this subtype"),
            _f("or_self", B, "this object or another (written '~ or another ...')"),
            _f("power_at_least", N, "only a creature with at least this power"),
            _f("power_at_most", N, "only a creature with at most this power"),
            _f("token", B, "only a token (111.1)"),
            _f("nontoken", B, "only a permanent that isn't a token (111.1)"),
            _f("face_down", B, "only a face-down permanent (708.2)"),
            _f("color", Shape.WORD, "only a permanent of this color (105.2)", choices=_COLORS),
            _f("mana_value_at_least", N, "only a permanent with at least this mana value (202.3)"),
        ),
        rules=("603.6a", "303.4"),
    ),
    Declaration(
        "self_blocks",
        "whenever this creature blocks (509.3a: once each combat), or blocks a creature (509.3b: "
        "once for each attacker; bound:attacker is it)",
        (
            _f("each_attacker", B, "once for each attacking creature it blocks (509.3b)"),
            _f("attacker_with", T, "only an attacker with this keyword (509.3b)"),
        ),
        rules=("509.3a", "509.3b"),
    ),
    Declaration(
        "self_becomes_blocked",
        "whenever this creature becomes blocked (509.3c: once however many block it)",
        rules=("509.3c",),
    ),
    Declaration(
        "self_attacks_or_blocks",
        "whenever this creature attacks or blocks",
        rules=("508.3a", "509.3a"),
    ),
    Declaration(
        "self_attacks_alone", "whenever this creature attacks alone (506.5)", rules=("506.5",)
    ),
    Declaration(
        "self_becomes_class_level",
        "when this Class becomes the level (716.2a)",
        (_f("level", Shape.INT, "the level", required=True),),
        rules=("716.2a",),
    ),
    Declaration(
        "chapter",
        "a Saga's chapter ability: lore counters put onto it (or it entering with them, 122.6) "
        "took their number from below the chapter number to it or more (714.2b)",
        (_f("chapter", Shape.INT, "the chapter number (714.2a)", required=True),),
        rules=("714.2b",),
    ),
    Declaration(
        "you_complete_dungeon",
        "whenever you complete a dungeon: a dungeon card you owned was removed from the game "
        "(309.7)",
        rules=("309.7",),
    ),
    Declaration(
        "self_set_in_motion",
        "when you set this scheme in motion: its owner set the scheme in motion (701.32, 904.9)",
        rules=("701.32b", "904.9"),
    ),
    Declaration(
        "room_entered",
        "a dungeon's room ability: its owner moved their venture marker into the room (309.4c)",
        (_f("room", Shape.TEXT, "the room's name (309.4b)", required=True),),
        rules=("309.4c",),
    ),
    Declaration(
        "self_becomes_monstrous",
        "when this permanent becomes monstrous (701.37a)",
        rules=("701.37a",),
    ),
    Declaration(
        "self_mutates",
        "whenever this creature mutates: a mutating creature spell merged with it as it "
        "resolved (702.140d)",
        rules=("702.140d",),
    ),
    Declaration(
        "creature_attacks",
        "whenever a creature (of a subtype) you control attacks; bound:attacker is it",
        (
            _f("subtype", T, "a creature type"),
            _f("other", B, "not this creature"),
            _f("whose", Shape.WORD, default="you", choices=("you", "any")),
            _f("with", T, "only an attacker with this keyword"),
        ),
        rules=("508.3a",),
    ),
    Declaration(
        "creature_dies",
        "whenever a creature dies (700.4), read as it last existed (603.10a); bound:died is it",
        (
            _f("whose", Shape.WORD, default="any", choices=("any", "you", "opponent")),
            _f("other", B, "not this object"),
            _f("or_self", B, "this object or another (written '~ or another creature')"),
            _f("nontoken", B, "only a nontoken creature"),
            _f("subtype", T, "only a creature of this creature type"),
            _f("toughness_at_least", N, "only a creature with at least this toughness"),
            _f("power_at_least", N, "only a creature with at least this power"),
            _f("with_counter", T, 'only a creature that had a counter of this kind ("-1/-1")'),
            _f(
                "dealt_damage_by_self",
                B,
                "only a creature this object dealt damage to this turn (400.7: the same objects)",
            ),
            _f(
                "one_or_more",
                B,
                '"one or more creatures": once however many die at once (603.2c; '
                "bound:batch_count is how many)",
            ),
        ),
        rules=("700.4", "603.10a"),
    ),
    Declaration(
        "self_exploits",
        "when this exploits a creature: its exploit ability sacrificed one (702.110b); "
        "bound:exploited is it",
        rules=("702.110b",),
    ),
    Declaration(
        "self_becomes_untapped",
        "whenever this becomes untapped (inspired): in the untap step, by an effect or a cost",
        rules=("701.26b", "502.3"),
    ),
    Declaration(
        "you_perform_action",
        "whenever you perform a keyword action: scry (701.22d), surveil (701.25d), either of "
        "them, proliferate (701.34a), forage (701.61a), collect evidence (701.59a), clash or "
        "clash and win (701.30b, 701.30d)",
        (
            _f(
                "action",
                Shape.WORD,
                "the keyword action",
                default="scry",
                choices=(
                    "scry",
                    "surveil",
                    "scry_or_surveil",
                    "proliferate",
                    "forage",
                    "collect_evidence",
                    "clash",
                    "clash_won",
                ),
            ),
        ),
        rules=("701.22d", "701.25d", "701.34a", "701.61a", "701.59a", "701.30b", "701.30d"),
    ),
    Declaration(
        "you_become_monarch",
        "whenever you become the monarch (725.1): not when you already were",
        rules=("725.1",),
    ),
    Declaration(
        "opponent_becomes_monarch",
        "whenever an opponent becomes the monarch (725.1); bound:player is that opponent",
        rules=("725.1",),
    ),
    Declaration(
        "ring_tempts_you",
        "whenever the Ring tempts you (701.54d); bound:ring_bearer is the creature chosen as "
        "your Ring-bearer",
        rules=("701.54d",),
    ),
    Declaration(
        "you_choose_ring_bearer",
        "whenever you choose a creature as your Ring-bearer (701.54a); bound:ring_bearer is it",
        rules=("701.54a",),
    ),
    Declaration(
        "creature_explores",
        "whenever a creature you control explores (701.44a-b): once its exploring is complete",
        rules=("701.44b", "701.44c"),
    ),
    Declaration(
        "you_expend",
        "whenever you expend N (700.14): a payment of a cost to cast a spell takes the mana you "
        "spent this turn to cast spells from less than N to at least N",
        (_f("n", Shape.INT, "N, the amount of mana to reach", default=4),),
        rules=("700.14",),
    ),
    Declaration(
        "you_exert",
        "whenever you exert a creature (701.43a): one you control, exerted as it attacked",
        rules=("701.43a", "508.1g"),
    ),
    Declaration(
        "you_discard",
        "whenever you discard a card (701.9a), cycling's discard too (702.29a)",
        (
            _f("other", B, "a card other than this object"),
            _f("cycle_or", B, "written 'whenever you cycle or discard'"),
            _f(
                "whose",
                Shape.WORD,
                "who discards it (bound:player is that player)",
                default="you",
                choices=("you", "any", "opponent"),
            ),
            _f("cycled", B, "only a card discarded to pay a cycling cost (702.29a, 702.29f)"),
            _f(
                "one_or_more",
                B,
                '"one or more cards": once however many at once (603.2c; bound:batch_count is '
                "how many)",
            ),
        ),
        rules=("701.9a", "702.29a"),
    ),
    Declaration(
        "self_attacks_unblocked",
        "whenever this attacks and isn't blocked (508.3f, 509.3g): as blockers are declared, "
        "no creature was declared as its blocker",
        rules=("509.3g", "509.1h"),
    ),
    Declaration(
        "put_into_graveyard_from_battlefield",
        "whenever a permanent is put into a graveyard from the battlefield (700.4), read as it "
        "last existed (603.10a); bound:died is it",
        (
            _f("type", T, "only a permanent of this card type"),
            _f("whose", Shape.WORD, default="any", choices=("any", "you")),
            _f("your_graveyard", B, "only a card put into your graveyard: you own it (400.3)"),
            _f("nontoken", B, "only a nontoken permanent"),
        ),
        rules=("700.4", "603.10a"),
    ),
    Declaration(
        "cards_leave_your_graveyard",
        "whenever one or more cards leave your graveyard, once for each occurrence (603.2c), "
        "read as they were in the graveyard (603.10a)",
        (
            _f("types", Shape.WORDS, "only cards with one of these card types"),
            _f("your_turn", B, "only during your turn"),
            _f("one_or_more", B, '"one or more cards": once however many leave at once (603.2c)'),
        ),
        rules=("603.10a", "603.2c"),
    ),
    Declaration(
        "counters_put",
        "whenever one or more counters are put on this permanent or on a permanent you control, "
        "once for each permanent in each occurrence (603.2c); entering with counters counts "
        "(122.6)",
        (
            _f("on", Shape.WORD, "whose counters", default="self", choices=("self", "yours")),
            _f("counter", Shape.WORD, "only counters of this kind (122.1)"),
            _f("type", T, "only a permanent of this card type (with on: yours)"),
            _f("other", B, "not this permanent"),
            _f("one_or_more", B, '"one or more counters": once however many at once (603.2c)'),
        ),
        rules=("122.6", "603.2c"),
    ),
    Declaration(
        "player_draws",
        "whenever a player draws a card (121.1: once for each card); bound:player is that player",
        (
            _f("whose", Shape.WORD, default="you", choices=("you", "opponent", "any")),
            _f("nth", N, "only the player's nth card drawn this turn (2: the second)"),
        ),
        rules=("121.1", "603.2c"),
    ),
    Declaration(
        "self_becomes_target",
        "whenever this becomes the target of a spell or ability; bound:targeting is it",
        (
            _f("spell_only", B, "only of a spell"),
            _f("opponent", B, "only of a spell or ability an opponent controls"),
        ),
        rules=("115.1", "603.2"),
    ),
    Declaration(
        "self_dealt_damage",
        "whenever this is dealt damage (120.3); bound:damage_amount is how much",
        (
            _f("attached", B, "what this Aura or Equipment is attached to instead (303.4m)"),
            _f("written_source", B, "written 'whenever a source deals damage to ~'"),
            _f("combat", B, "only combat damage (510.2)"),
        ),
        rules=("120.3",),
    ),
    Declaration(
        "creature_becomes_blocked",
        "whenever a creature you control becomes blocked (509.3c: once however many block it); "
        "bound:attacker is that creature",
        rules=("509.3c",),
    ),
    Declaration(
        "you_commit_crime",
        "whenever you commit a crime (700.13): a spell or ability of yours targets an opponent, "
        "what an opponent controls, or a card in an opponent's graveyard; once for each",
        rules=("700.13",),
    ),
    Declaration(
        "you_dealt_damage",
        "whenever you're dealt damage (120.3); bound:damage_amount is how much",
        (_f("combat", B, "only combat damage (510.2)"),),
        rules=("120.3",),
    ),
    Declaration(
        "self_turned_face_up",
        "when this is turned face up (708.7, 702.37e; it doesn't enter the battlefield, 708.8)",
        rules=("708.8", "702.37e"),
    ),
    Declaration(
        "self_enters_or_turned_face_up",
        "when this enters or is turned face up (603.6a, 708.7, 708.8)",
        rules=("603.6a", "708.8"),
    ),
    Declaration(
        "permanent_turned_face_up",
        "whenever a permanent you control is turned face up (708.7; 701.40b, 702.37e: by any "
        "procedure), this one included",
        (
            _f("whose", Shape.WORD, default="you", choices=("you", "any")),
            _f("type", T, "only a permanent of this card type once face up"),
            _f("other", B, "not this object"),
            _f("or_self", B, "this object or another (written '~ or another ...')"),
        ),
        rules=("708.8", "701.40b", "702.37e"),
    ),
    Declaration(
        "self_becomes_tapped",
        "whenever this becomes tapped (603.2e: not as it enters tapped)",
        rules=("701.26a", "603.2e"),
    ),
    Declaration(
        "creature_deals_damage",
        "whenever a creature you control deals damage (bound:player is the player dealt combat "
        "damage to a player)",
        (
            _f("combat", Shape.BOOL, "only combat damage (510.2)"),
            _f("to", Shape.WORD, "only damage to such a recipient", choices=("player", "opponent")),
            _f("subtype", Shape.WORD, "only a creature with this creature type (205.3m)"),
            _f(
                "one_or_more",
                Shape.BOOL,
                '"one or more creatures": once for each player dealt combat damage in one '
                "combat damage step, however many creatures dealt it (603.2c)",
            ),
        ),
        rules=("120.3", "510.2", "603.2c"),
    ),
    Declaration(
        "self_enters_or_dies",
        "when this enters or dies",
        rules=("603.6a", "700.4"),
    ),
    Declaration(
        "self_enters_or_leaves",
        "when this enters or leaves the battlefield",
        rules=("603.6a", "603.6c"),
    ),
    Declaration(
        "self_transforms_into",
        "when this permanent transforms into the face with this ability",
        (_f("written_whenever", B, "written 'Whenever ~ transforms into ~'"),),
        rules=("701.27a", "701.27e"),
    ),
    Declaration(
        "self_enters_or_transforms_into",
        "whenever this enters or transforms into the face with this ability",
        rules=("603.6a", "701.27e"),
    ),
    Declaration(
        "self_enters_or_attacks",
        "whenever this enters or attacks",
        rules=("603.6a", "508.3a"),
    ),
    Declaration(
        "self_enters_or_deals_combat_damage_to_player",
        "whenever this enters or deals combat damage to a player",
        rules=("603.6a", "510.2", "120.3"),
    ),
    Declaration(
        "equipped_creature_attacks",
        "whenever equipped (or enchanted) creature attacks; bound:attacker is it, bound:attacked "
        "what it attacks",
        _ATTACKING_TOGETHER,
        rules=("508.3a", "508.1m", "301.5f", "303.4m"),
    ),
    Declaration(
        "you_sacrifice",
        "whenever you sacrifice a permanent of a kind (701.21a), once for each (603.2c); read as "
        "it last existed on the battlefield (603.10a); bound:sacrificed is it",
        (
            _f(
                "kinds",
                W,
                "only a permanent with one of these card types or subtypes ('permanent': any)",
            ),
            _f("token", B, "only a token"),
            _f("nontoken", B, "only a nontoken permanent"),
            _f("other", B, "only a permanent other than this"),
            _f("or_self", B, "written '~ or another ...': this too"),
            _f("self", B, "only this permanent (written 'When you sacrifice ~')"),
        ),
        rules=("701.21a", "603.10a"),
    ),
    Declaration(
        "creature_put_into_your_graveyard",
        "when a creature is put into the graveyard of this card's owner from the battlefield, "
        "while this card is there (recover, 702.59a)",
        rules=("702.59a",),
    ),
    Declaration(
        "self_cycled",
        "when you cycle this card: it is discarded to pay a cycling or typecycling cost; it "
        "triggers from the zone the card went to (702.29c, 702.29f)",
        (_f("or_dies", B, "or when this creature dies (700.4)"),),
        rules=("702.29c",),
    ),
    Declaration(
        "self_revealed_by_miracle",
        "when this card is revealed by its own miracle ability as it is drawn, the first card "
        "its owner drew this turn (702.94a)",
        rules=("702.94a",),
    ),
    Declaration(
        "self_discarded_with_madness",
        "when this card is exiled by its own madness as it is discarded (702.35a)",
        rules=("702.35a",),
    ),
    Declaration(
        "self_enlisted",
        "when you do: this creature enlisted a creature as it attacked (702.154a, 603.12); "
        "bound:enlisted is the tapped creature",
        rules=("702.154a", "702.154b"),
    ),
    Declaration(
        "self_exerted",
        "when you do: this creature was exerted as it attacked (701.43d, 603.12); having such an "
        'ability is "You may exert ~ as it attacks" (508.1g)',
        rules=("701.43a", "701.43d", "603.12"),
    ),
    Declaration(
        "self_attacks_with_greater_power",
        "whenever this attacks with another creature with greater power (training)",
        rules=("702.149a",),
    ),
    Declaration(
        "self_attacks_player_with_most_life",
        "whenever this attacks the player with the most life or tied for it (dethrone)",
        rules=("702.105a",),
    ),
    Declaration(
        "land_tapped_for_mana",
        "whenever a land is tapped for mana (a triggered mana ability, 605.1b)",
        (_f("whose", Shape.WORD, default="any", choices=("any", "yours")),),
        rules=("605.1b",),
    ),
    Declaration(
        "self_becomes_unattached",
        "whenever this becomes unattached from a permanent (bound:unattached_from is it): moved "
        "to another object, unattached by a state-based action, or either leaving the battlefield",
        rules=("701.3d", "603.10a"),
    ),
    Declaration(
        "you_attack",
        "whenever you attack (508.3d), or attack with at least so many creatures: once for the "
        "declaration of attackers (engine.mechanics.player_attacks)",
        (
            _f("at_least", Shape.INT, "the fewest attackers declared", default=1),
            _f("subtype", Shape.TEXT, "only attackers of this creature type count (205.3m)"),
        ),
        rules=("508.3d", "508.1m"),
    ),
)

# 603.1: "When" and "Whenever" begin a trigger condition alike; a card that writes "When" where
# the phrase is usually "Whenever ~ ..." keeps its words (the printer gives them back).
_WRITTEN_WHEN = _f("written_when", B, "written 'when' rather than 'whenever' (603.1)")
TRIGGER_DECLARATIONS = tuple(
    replace(d, fields=(*d.fields, _WRITTEN_WHEN)) for d in TRIGGER_DECLARATIONS
)

INSTRUCTION_KINDS: dict[str, Declaration] = {d.kind: d for d in INSTRUCTION_DECLARATIONS}
EFFECT_KINDS: dict[str, Declaration] = {d.kind: d for d in EFFECT_DECLARATIONS}
TRIGGERS: dict[str, Declaration] = {d.kind: d for d in TRIGGER_DECLARATIONS}


def _lookup(table: dict[str, Declaration], what: str, kind: object, path: str) -> Declaration:
    if not isinstance(kind, str) or kind not in table:
        raise UnknownWord(what, kind, path, tuple(sorted(table)))
    return table[kind]


def instruction_declaration(kind: object, path: str = "") -> Declaration:
    return _lookup(INSTRUCTION_KINDS, "instruction kind", kind, path)


def effect_declaration(kind: object, path: str = "") -> Declaration:
    return _lookup(EFFECT_KINDS, "effect kind", kind, path)


def trigger_declaration(kind: object, path: str = "") -> Declaration:
    return _lookup(TRIGGERS, "trigger", kind, path)


def check_instruction(kind: object, params: Mapping[str, Any], path: str) -> dict[str, Any]:
    """An instruction's parameters, validated against its kind, in document spelling."""
    return check_params(instruction_declaration(kind, f"{path}.kind"), params, f"{path}.params")


def check_effect(
    kind: object, params: Mapping[str, Any], path: str, *, stored: bool = False
) -> dict[str, Any]:
    return check_params(
        effect_declaration(kind, f"{path}.kind"), params, f"{path}.params", stored=stored
    )


def check_trigger(kind: object, params: Mapping[str, Any], path: str) -> dict[str, Any]:
    return check_params(trigger_declaration(kind, f"{path}.trigger"), params, f"{path}.params")


def _instructions(value: Any, path: str, siblings: Mapping[str, Any]) -> tuple[dict[str, Any], ...]:
    if not isinstance(value, list | tuple):
        raise InvalidDocument("effects must be a list of instructions", path)
    out = []
    for i, step in enumerate(value):
        where = f"{path}[{i}]"
        if not isinstance(step, Mapping):
            raise InvalidDocument("an instruction must be an object with kind and params", where)
        unknown = set(step) - {"kind", "params"}
        if unknown:
            raise UnknownWord(
                "field of an instruction", sorted(unknown)[0], where, ("kind", "params")
            )
        params = check_instruction(step.get("kind"), step.get("params", {}), where)
        out.append({"kind": step["kind"], "params": params})
    return tuple(out)


def check_instructions(value: Any, path: str) -> tuple[dict[str, Any], ...]:
    """A list of {"kind", "params"} instructions, each checked against its declaration."""
    return _instructions(value, path, {})


def _effect_params(value: Any, path: str, siblings: Mapping[str, Any]) -> dict[str, Any]:
    decl = effect_declaration(siblings.get("kind"), path.rsplit(".", 1)[0] + ".kind")
    # Inside create_effect the card's words are bound as the effect is created: a reference
    # field may hold target:N or bound:KEY as well as the effect kind's own words.
    return check_params(decl, value, path, stored=True)


NESTED[Shape.INSTRUCTIONS] = _instructions
NESTED[Shape.EFFECT_PARAMS] = _effect_params


def check_phrases() -> None:
    """Each phrase a form offers speaks the vocabulary: its kind's parameters (the amount "N" as
    a number) and target words; an UnknownWord names what doesn't."""
    for table, check in ((TRIGGERS, check_trigger), (INSTRUCTION_KINDS, check_instruction)):
        for decl in table.values():
            for phrase in decl.phrases:
                path = f"{decl.kind}.phrases[{phrase.key}]"
                check(decl.kind, phrase.parameters(1), path)
                for word in phrase.targets:
                    if word not in TARGET_WORDS:
                        raise UnknownWord("target word", word, path, TARGET_WORDS)


check_phrases()
