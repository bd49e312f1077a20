"""Keyword lines of mechanics that change how a spell is cast (702), each a mana cost held by a
field of the card definition (engine.cards.model.CardDef) that the cast action reads:
flashback (702.34a, `CardDef.flashback`), buyback (702.27a, `CardDef.buyback`), kicker (702.33a,
`CardDef.kicker`).

A line is lowered to ("casting", (field, cost)); the compiler sets the field and lays the line
out as "cast:FIELD", and the printer writes it back from the field (`cast_keyword`).

The abilities linked to kicker (702.33e) test whether the object was kicked (702.33d, the
condition "kicked" of engine.mechanics.kicker): a spell's sentence "If ~ was kicked, [effect]."
(its instructions run only then, 608.2c) and a permanent's "If ~ was kicked, it enters with N
[kind] counters on it." (614.1c) are read here; "When ~ enters, if it was kicked, [effect]." is
the intervening "if" condition "kicked" of engine.oracle.grammar.trigger_conditions (603.4)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import CardDef, Cost, Instruction, StaticAbility
from engine.core.state import Params
from engine.mechanics.gift import gift_words
from engine.oracle.grammar.alternative_costs import alternative_cost_of
from engine.oracle.grammar.costs import cost_part_words
from engine.oracle.grammar.energy import energy_symbols
from engine.oracle.grammar.escape import escape_words
from engine.oracle.grammar.flashback_costs import flashback_cost_words
from engine.oracle.grammar.keyword_costs import keyword_cost_words, two_kickers_words
from engine.oracle.lowering import Effects, LineContext, static_ability, step

# The definition field of each keyword, and how Oracle capitalizes the keyword.
CAST_KEYWORDS: dict[str, str] = {
    "flashback": "Flashback",
    "buyback": "Buyback",
    "kicker": "Kicker",
    "evoke": "Evoke",
    "dash": "Dash",
    "disturb": "Disturb",  # 702.146a (engine.mechanics.disturb)
    # 702.162a (engine.mechanics.more_than_meets_the_eye)
    "more_than_meets_the_eye": "More Than Meets the Eye",
    "madness": "Madness",  # 702.35a (engine.mechanics.madness)
    "miracle": "Miracle",  # 702.94a (engine.mechanics.miracle)
    "awaken": "Awaken",  # 702.113a: (N, cost) (engine.mechanics.awaken)
    "blitz": "Blitz",  # 702.152a (engine.mechanics.blitz)
    "blitz_cost": "Blitz",  # a Cost: "Blitz—{2}{R}{R}, Discard a card." (702.152a)
    "bestow": "Bestow",  # 702.103a (engine.mechanics.bestow)
    "mutate": "Mutate",  # 702.140a (engine.mechanics.mutate)
    "prototype": "Prototype",  # 702.160a: (mana cost, power, toughness) (engine.mechanics.prototype)
    # 702.96a: the text with "each" for "target" is CardDef.overloaded (engine.oracle.compiler)
    "overload": "Overload",
    # 702.148a: the text without its bracketed words is CardDef.cleaved (engine.oracle.compiler)
    "cleave": "Cleave",
    "multikicker": "Multikicker",
    "replicate": "Replicate",  # 702.56a (engine.mechanics.replicate)
    "casualty": "Casualty",  # 702.153a: N, the least power (engine.mechanics.casualty)
    "replicate_cost": "Replicate",  # 702.56a: a Cost other than mana
    "splice": "Splice",  # 702.47a: (quality, cost) (engine.mechanics.splice)
    "entwine": "Entwine",
    "escape": "Escape",  # its cost is a Cost (engine.oracle.grammar.escape)
    "escalate": "Escalate",
    "morph": "Morph",  # 702.37a: cast face down for {3}, turned face up for this cost
    "megamorph": "Megamorph",  # 702.37b
    "disguise": "Disguise",  # 702.168a: face down with ward {2} (engine.mechanics.morph)
    "foretell": "Foretell",  # 702.143a (engine.mechanics.foretell)
    "plot": "Plot",  # 702.170a (engine.mechanics.plot)
    "warp": "Warp",  # 702.185a (engine.mechanics.warp)
    "mayhem": "Mayhem",  # 702.187b (engine.mechanics.mayhem)
    "web_slinging": "Web-slinging",  # 702.188a (engine.mechanics.web_slinging)
    "harmonize": "Harmonize",  # 702.180a (engine.mechanics.harmonize)
    "sneak": "Sneak",  # 702.190a (engine.mechanics.sneak)
    "offspring": "Offspring",  # 702.175a (engine.mechanics.offspring)
    "squad": "Squad",  # 702.157a (engine.mechanics.squad)
    "emerge": "Emerge",  # 702.119a (engine.mechanics.emerge)
    "gift": "Gift",  # 702.174a: what is given (engine.mechanics.gift)
    "suspend": "Suspend",  # 702.62a: (time counters, cost) (engine.mechanics.suspend)
    "flashback_cost": "Flashback",  # a Cost (engine.oracle.grammar.flashback_costs)
    # Costs of more than mana (engine.oracle.grammar.keyword_costs)
    "kicker_cost": "Kicker",
    "buyback_cost": "Buyback",
    "evoke_cost": "Evoke",
    "escalate_cost": "Escalate",
    "squad_cost": "Squad",
    "second_kicker": "Kicker",  # 702.33b: "Kicker [A] and/or [B]", [B]
}

# Cast keywords that are also keywords of the definition: evoke's triggered ability comes from
# its keyword (engine.cards.keyword_abilities.EVOKE), so the keyword is listed with its cost.
LISTED_KEYWORDS = frozenset(
    {
        "evoke",
        "evoke_cost",
        "suspend",
        "offspring",
        "squad",
        "squad_cost",
        "gift",
        "replicate",
        "replicate_cost",
        "casualty",
        "madness",
        "miracle",
        "blitz",
        "blitz_cost",
    }
)

GRAMMAR = r"""
%extend keyword_item: "flashback" mana_symbols -> flashback_keyword
                    | "buyback" mana_symbols -> buyback_keyword
                    | "kicker" mana_symbols -> kicker_keyword
                    | "evoke" mana_symbols -> evoke_keyword
                    | "dash" mana_symbols -> dash_keyword
                    | "disturb" mana_symbols -> disturb_keyword
                    | "more than meets the eye" mana_symbols -> converted_keyword
                    | "madness" mana_symbols -> madness_keyword
                    | "miracle" mana_symbols -> miracle_keyword
                    | "blitz" mana_symbols -> blitz_keyword
                    | BLITZ_DASH mana_symbols "," "discard" cards "." -> blitz_discard_keyword
                    | BLITZ_DASH mana_symbols "," "pay" INT "life" "." -> blitz_life_keyword
                    | "bestow" mana_symbols -> bestow_keyword
                    | "mutate" mana_symbols -> mutate_keyword
                    | "prototype" mana_symbols "—" PT -> prototype_keyword
                    | "overload" mana_symbols -> overload_keyword
                    | "cleave" mana_symbols -> cleave_keyword
                    | "multikicker" mana_symbols -> multikicker_keyword
                    | "replicate" mana_symbols -> replicate_keyword
                    | "casualty" INT -> casualty_keyword
                    | RP_REPLICATE_DASH replicate_cost_part "." -> replicate_cost_keyword
                    | "splice" "onto" SPLICE_QUALITY mana_symbols -> splice_keyword
                    | "entwine" mana_symbols -> entwine_keyword
                    | "escalate" mana_symbols -> escalate_keyword
                    | "morph" mana_symbols -> morph_keyword
                    | "megamorph" mana_symbols -> megamorph_keyword
                    | "disguise" mana_symbols -> disguise_keyword
                    | "foretell" mana_symbols -> foretell_keyword
                    | "plot" mana_symbols -> plot_keyword
                    | "warp" mana_symbols -> warp_keyword
                    | "mayhem" mana_symbols -> mayhem_keyword
                    | "web-slinging" mana_symbols -> web_slinging_keyword
                    | "harmonize" mana_symbols -> harmonize_keyword
                    | "sneak" mana_symbols -> sneak_keyword
                    | "offspring" mana_symbols -> offspring_keyword
                    | "squad" mana_symbols -> squad_keyword
                    | "emerge" mana_symbols -> emerge_keyword
                    | "gift" GIFT_WHAT -> gift_keyword
                    | "suspend" INT "—" mana_symbols -> suspend_keyword
                    | "awaken" INT "—" mana_symbols -> awaken_keyword
%extend sentence: IF_CAST_CHOICE sentence -> kicked_sentence
%extend static_body: IF_KICKED "it" "enters with" counter_count "on it" -> kicked_enters_with
                   | SELF "enters with" counter_count "on it" FOR_EACH_KICK -> multikicked_enters_with
FOR_EACH_KICK: "for each time it was kicked"
replicate_cost_part: chosen_cost | energy_cost
RP_REPLICATE_DASH: "replicate—"
SPLICE_QUALITY: "arcane"i | "instant or sorcery"
BLITZ_DASH.2: "blitz—"
IF_KICKED: "if ~ was kicked,"
IF_CAST_CHOICE: "if ~ was kicked," | "if ~ was bargained," | "if the gift was promised,"
              | "if evidence was collected,"
              | "if the gift wasn't promised,"
GIFT_WHAT: "a card" | "a Food" | "a Treasure" | "a tapped Fish" | "an Octopus"
"""

KICKED = "kicked"  # the condition of engine.mechanics.kicker (702.33d)
# "If ~ was kicked, [effect]." and its kin: a choice made as the spell was cast that the spell,
# and the permanent it becomes, remember (kicker 702.33d, bargain 702.166b); condition -> word.
CAST_CHOICES = {
    KICKED: "~ was kicked",
    "bargained": "~ was bargained",  # engine.mechanics.bargain
    "gift_promised": "the gift was promised",  # 702.174k (engine.mechanics.gift)
    "evidence_collected": "evidence was collected",  # 701.59c (engine.mechanics.collect_evidence)
}
# The same choices not made: "If the gift wasn't promised, [effect]." (an "unless" condition).
CAST_CHOICES_NOT = {"gift_promised": "the gift wasn't promised"}


# First words of the keyword lines this module reads (the compiler tries keyword_line for them).
# "web-slinging": the field's name has no hyphen; "more": More Than Meets the Eye (702.162a)
HEADS = frozenset(CAST_KEYWORDS) | {"web-slinging", "more"}

CastingItem = tuple[str, tuple[str, str]]


class CastKeywordLowering:
    ctx: LineContext

    def flashback_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("flashback", str(items[0]))

    def buyback_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("buyback", str(items[0]))

    def kicker_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("kicker", str(items[0]))

    def evoke_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("evoke", str(items[0]))

    def multikicker_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("multikicker", str(items[0]))

    def replicate_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("replicate", str(items[0]))  # 702.56a

    def casualty_keyword(self, items: list[Any]) -> tuple[str, tuple[str, int]]:
        return "casting", ("casualty", int(str(items[0])))  # 702.153a

    def replicate_cost_part(self, items: list[Any]) -> Cost:
        cost: Cost = items[0]
        return cost

    def replicate_cost_keyword(self, items: list[Any]) -> tuple[str, tuple[str, Cost]]:
        """702.56a: "Replicate—[cost]." with a cost other than mana."""
        cost: Cost = items[1]
        if replicate_cost_words(cost) is None:
            raise ValueError("a replicate cost the printer can't write")
        return "casting", ("replicate_cost", cost)

    def splice_keyword(self, items: list[Any]) -> tuple[str, tuple[str, tuple[str, str]]]:
        """702.47a: "Splice onto Arcane {1}{R}" (the quality as engine.mechanics.splice names it)."""
        quality = "Arcane" if str(items[0]).lower() == "arcane" else "instant or sorcery"
        return "casting", ("splice", (quality, str(items[1])))

    def multikicked_enters_with(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """ "~ enters with a +1/+1 counter on it for each time it was kicked." (702.33c)"""
        kind, count = items[1]
        return (
            static_ability("", "enters_with_counters", kind=kind, count=count, for_each=KICKED),
        )

    def entwine_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("entwine", str(items[0]))

    def escalate_keyword(self, items: list[Any]) -> CastingItem:
        """702.120a: an additional cost for each mode chosen beyond the first."""
        return "casting", ("escalate", str(items[0]))

    def dash_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("dash", str(items[0]))

    def converted_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("more_than_meets_the_eye", str(items[0]))  # 702.162a

    def disturb_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("disturb", str(items[0]))  # 702.146a

    def madness_keyword(self, items: list[Any]) -> CastingItem:
        """ "Madness [cost]" (702.35a). A madness cost with X isn't read: the card is cast as its
        trigger resolves, where the engine gives X no value but 0 (107.3), so "Madness {X}{R}"
        stays unapplied rather than cast wrong."""
        cost = str(items[0])
        if "{X}" in cost:
            raise ValueError("a madness cost with X")
        return "casting", ("madness", cost)  # 702.35a

    def miracle_keyword(self, items: list[Any]) -> CastingItem:
        """ "Miracle [cost]" (702.94a); an X in it is chosen as the card is cast (107.3a)."""
        return "casting", ("miracle", str(items[0]))

    def blitz_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("blitz", str(items[0]))  # 702.152a

    def blitz_discard_keyword(self, items: list[Any]) -> tuple[str, tuple[str, Cost]]:
        """ "Blitz—[mana], Discard N cards." (702.152a)"""
        return "casting", ("blitz_cost", Cost(mana=str(items[1]), discard=int(items[2])))

    def blitz_life_keyword(self, items: list[Any]) -> tuple[str, tuple[str, Cost]]:
        """ "Blitz—[mana], Pay N life." (702.152a)"""
        return "casting", ("blitz_cost", Cost(mana=str(items[1]), life=int(str(items[2]))))

    def bestow_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("bestow", str(items[0]))  # 702.103a

    def mutate_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("mutate", str(items[0]))  # 702.140a

    def prototype_keyword(self, items: list[Any]) -> tuple[str, tuple[str, tuple[str, int, int]]]:
        """ "Prototype [mana] — P/T" (702.160a, 718.2): the alternative characteristics."""
        power, toughness = str(items[1]).split("/")
        return "casting", ("prototype", (str(items[0]), int(power), int(toughness)))

    def overload_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("overload", str(items[0]))

    def cleave_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("cleave", str(items[0]))  # 702.148a (engine.mechanics.cleave)

    def morph_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("morph", str(items[0]))  # 702.37a (engine.mechanics.morph)

    def megamorph_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("megamorph", str(items[0]))  # 702.37b

    def disguise_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("disguise", str(items[0]))  # 702.168a

    def foretell_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("foretell", str(items[0]))  # 702.143a

    def plot_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("plot", str(items[0]))  # 702.170a

    def warp_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("warp", str(items[0]))  # 702.185a

    def sneak_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("sneak", str(items[0]))  # 702.190a

    def offspring_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("offspring", str(items[0]))  # 702.175a

    def squad_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("squad", str(items[0]))  # 702.157a

    def gift_keyword(self, items: list[Any]) -> CastingItem:
        """ "Gift a card", "Gift an Octopus" (702.174a): what is given."""
        words = str(items[0])
        return "casting", ("gift", words.split(" ", 1)[1])

    def emerge_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("emerge", str(items[0]))  # 702.119a

    def mayhem_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("mayhem", str(items[0]))  # 702.187b

    def web_slinging_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("web_slinging", str(items[0]))  # 702.188a

    def harmonize_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("harmonize", str(items[0]))  # 702.180a

    def suspend_keyword(self, items: list[Any]) -> tuple[str, tuple[str, tuple[int, str]]]:
        """702.62a: "Suspend N—[cost]": N time counters, the cost of the special action."""
        return "casting", ("suspend", (int(str(items[0])), str(items[1])))

    def awaken_keyword(self, items: list[Any]) -> tuple[str, tuple[str, tuple[int, str]]]:
        """702.113a: "Awaken N—[cost]": the counters and the alternative cost."""
        return "casting", ("awaken", (int(str(items[0])), str(items[1])))

    def kicked_sentence(self, items: list[Any]) -> Effects:
        """ "If ~ was kicked, [effect]." (702.33d), "If ~ was bargained, [effect]." (702.166b):
        each instruction runs only if it was (608.2c)."""
        effects: Effects = items[-1]
        words = str(items[0]).lower().removeprefix("if ").rstrip(",")
        key = "unless" if words in CAST_CHOICES_NOT.values() else "if"
        choices = CAST_CHOICES_NOT if key == "unless" else CAST_CHOICES
        condition = next(c for c, w in choices.items() if w == words)
        if any("if" in e.params or "unless" in e.params for e in effects):
            raise ValueError("a condition inside a kicked sentence")
        return tuple(step(e.kind, **{**e.params, key: condition}) for e in effects)

    def kicked_enters_with(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        """ "If ~ was kicked, it enters with N counters on it." (614.1c, 702.33d)"""
        kind, count = items[-1]
        return (
            StaticAbility(
                "", "enters_with_counters", Params({"kind": kind, "count": count, "if": KICKED})
            ),
        )


def cast_part(field: str) -> str:
    """The layout part of a cast keyword (engine.oracle.printer.Line)."""
    return f"cast:{field}"


def cast_keyword(card: CardDef, part: str) -> str | None:
    """The words of a "cast:FIELD" layout part: the keyword and the cost the definition holds
    (None: the definition has no such cost)."""
    field = part.removeprefix("cast:")
    if field == "alternative_cost":
        return alternative_cost_of(card)  # 118.9 (engine.oracle.grammar.alternative_costs)
    cost = getattr(card, field, None) if field in CAST_KEYWORDS else None
    if field == "escape":
        return escape_words(cost)  # "Escape—[mana], Exile N other cards ..." (702.138a)
    if field == "blitz_cost":
        return blitz_cost_words(cost)  # "Blitz—{2}{R}{R}, Discard a card." (702.152a)
    if field == "flashback_cost":
        return flashback_cost_words(cost)  # "Flashback—Tap an untapped ..." (702.34a)
    if field == "replicate_cost":
        return replicate_cost_words(cost)  # 702.56a
    if field in ("kicker_cost", "buyback_cost", "evoke_cost", "escalate_cost", "squad_cost"):
        return keyword_cost_words(field.removesuffix("_cost"), cost)  # keyword_costs
    if field == "second_kicker":
        return two_kickers_words(card.kicker, cost)  # 702.33b
    if field == "splice":  # 702.47a
        return f"Splice onto {cost[0]} {cost[1]}" if isinstance(cost, tuple) else None
    if field == "casualty":
        return f"Casualty {cost}" if isinstance(cost, int) else None  # 702.153a
    if field == "prototype" and isinstance(cost, tuple):
        return f"Prototype {cost[0]} — {cost[1]}/{cost[2]}"  # 702.160a
    if field == "gift":
        return gift_words(cost) if isinstance(cost, str) and cost else None  # 702.174a
    if field == "suspend":
        return f"Suspend {cost[0]}—{cost[1]}" if isinstance(cost, tuple) else None
    if field == "awaken":
        return f"Awaken {cost[0]}—{cost[1]}" if isinstance(cost, tuple) else None
    if not isinstance(cost, str) or not cost:
        return None
    return f"{CAST_KEYWORDS[field]} {cost}"


# Where Oracle prints each keyword on a card with no layout (a hand-written definition): kicker
# and buyback head the text, flashback ends it.
LEADING = (
    "cleave",
    "kicker",
    "kicker_cost",
    "multikicker",
    "replicate",
    "replicate_cost",
    "casualty",
    "buyback",
    "buyback_cost",
    "escalate",
    "escalate_cost",
    "bestow",
    "mutate",
    "prototype",
    "more_than_meets_the_eye",
    "warp",
    "sneak",
    "offspring",
    "squad",
    "squad_cost",
    "gift",
)
TRAILING = (
    *(
        "entwine",
        "flashback",
        "evoke",
        "evoke_cost",
        "dash",
        "disturb",
        "overload",
        "escape",
        "morph",
        "megamorph",
    ),
    "disguise",
    "foretell",
    "plot",
    "suspend",
    "madness",
    "miracle",
    "awaken",
    "blitz",
    "blitz_cost",
    "flashback_cost",
    "splice",
    "emerge",
    "mayhem",
    "web_slinging",
    "harmonize",
)


def blitz_cost_words(cost: object) -> str | None:
    """ "Blitz—[mana], Discard a card." or "Blitz—[mana], Pay N life." (None: another cost)."""
    if not isinstance(cost, Cost) or not cost.mana:
        return None
    if cost.life and not cost.discard:
        return f"Blitz—{cost.mana}, Pay {cost.life} life."
    parts = cost_part_words(cost)
    if cost.life or len(parts) != 1 or not cost.discard:
        return None
    return f"Blitz—{cost.mana}, {parts[0]}."


def cast_lines(card: CardDef, fields: tuple[str, ...]) -> list[tuple[str, ...]]:
    """One layout line per cast keyword of `fields` the definition has."""
    return [(cast_part(f),) for f in fields if getattr(card, f, None)]


def kicked_step(step_: Instruction) -> Instruction | None:
    """The instruction without its "if": "kicked" or another choice made as it was cast (None:
    it has no such condition), for the printer's "If ~ was kicked, [effect].";
    `cast_choice` says which."""
    if cast_choice(step_) is None:
        return None
    return Instruction(
        step_.kind,
        type(step_.params)({k: v for k, v in step_.params.items() if k not in ("if", "unless")}),
    )


def cast_choice(step_: Instruction) -> str | None:
    """The word of the cast choice an instruction runs only with ("kicked", "bargained")."""
    if "unless" in step_.params:
        return CAST_CHOICES_NOT.get(str(step_.params["unless"]))
    return CAST_CHOICES.get(str(step_.params.get("if", "")))


def replicate_cost_words(cost: object) -> str | None:
    """ "Replicate—[cost]." for one part other than mana: a chosen part or energy (None: another
    cost)."""
    if not isinstance(cost, Cost) or cost.mana:
        return None
    if cost == Cost(energy=cost.energy) and cost.energy:
        return f"Replicate—Pay {energy_symbols(cost.energy)}."
    parts = cost_part_words(cost)
    if len(parts) != 1 or cost.energy:
        return None
    return f"Replicate—{parts[0]}."
