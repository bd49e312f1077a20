"""The actions a scenario applies (the document's "actions", engine.apply): each action type and
the keys it reads, as declarations. The action classes (engine.actions) register against these;
an action with a key its type doesn't declare is refused, and the JSON Schema's action part is
generated from here."""

from __future__ import annotations

from engine.core.state import Step, Zone
from engine.vocabulary.fields import Declaration, Field, Shape

S, N, B, W, MAP = Shape.TEXT, Shape.INT, Shape.BOOL, Shape.WORDS, Shape.OBJECT
_OBJECT = Field("object", S, "the id of the object", required=True)
_PLAYER = Field("player", S, "the player's id", required=True)
_SOURCE = Field("source", S, "the id of the source (optional)")
_TARGETS = Field("targets", W, "ids of the chosen targets, in the order of the requirements")
_X = Field("x", N, "the value of X (107.3)")
_FREE = Field("free", B, "without paying its mana cost")
_MODES = Field(
    "modes",
    Shape.INTS,
    "the chosen modes (0 is the first) when the card lets more than one be chosen ('Choose "
    "two —', 700.2); their targets in the order the modes are written; no 'mode' then",
)
_AMOUNT = Field("amount", N, required=True)
_FACE = Field(
    "face",
    N,
    "the half of a split card (709.3), the face of a modal double-faced card (712.11b), or 1 to "
    "cast an adventurer card as its Adventure (715.3)",
)

ACTION_DECLARATIONS: tuple[Declaration, ...] = (
    Declaration(
        "attack",
        "declare attackers (508.1)",
        (
            Field(
                "attackers", MAP, "attacking creature id -> the player or planeswalker it attacks"
            ),
            Field(
                "bands",
                Shape.VALUE,
                "attacking bands announced (508.1e, 702.22c): a list of lists of attacker ids",
            ),
        ),
        ("508.1",),
    ),
    Declaration(
        "block",
        "declare blockers (509.1)",
        (Field("blockers", MAP, "blocking creature id -> the attacker(s) it blocks"),),
        ("509.1",),
    ),
    Declaration(
        "deal_damage",
        "a judge's damage",
        (
            Field("source", S, "the id of the source", required=True),
            Field("target", S, "the id of the player or permanent dealt damage", required=True),
            Field("amount", N, required=True),
            Field("combat", B, "combat damage"),
        ),
        ("120.3",),
    ),
    Declaration("gain_life", "a judge's life gain", (_PLAYER, _AMOUNT, _SOURCE), ("119.3",)),
    Declaration("lose_life", "a judge's life loss", (_PLAYER, _AMOUNT, _SOURCE), ("119.3",)),
    Declaration(
        "set_life",
        "a judge sets a life total",
        (_PLAYER, Field("value", N, required=True), _SOURCE),
        ("119.5",),
    ),
    Declaration(
        "move_object",
        "a judge moves an object to a zone",
        (
            _OBJECT,
            Field(
                "to", Shape.WORD, "the zone", choices=tuple(z.value for z in Zone), required=True
            ),
            Field("position", Shape.WORD, "in a library", choices=("top", "bottom")),
            Field("destroy", B, "destroyed, not just moved (701.8a)"),
        ),
    ),
    Declaration(
        "cast",
        "cast a spell (601.2)",
        (
            _OBJECT,
            _TARGETS,
            _X,
            Field("mode", N, "the chosen mode of a modal spell (700.2)"),
            _MODES,
            _FREE,
            Field(
                "delve",
                W,
                "ids of cards in the caster's graveyard to exile for delve, each paying for {1} "
                "of the generic mana (702.66a); absent, nothing is exiled. Refused with free.",
            ),
            Field(
                "flashback",
                B,
                "from the caster's graveyard for the card's flashback cost; it is exiled "
                "whenever it would leave the stack (702.34a)",
            ),
            Field(
                "alternative",
                B,
                "pay the card's alternative cost rather than its mana cost (118.9), e.g. "
                "Fireblast's two Mountains",
            ),
            _FACE,
            Field(
                "kicked",
                B,
                "pay the card's kicker cost as well, an additional cost (702.33a): the spell, and "
                "the permanent it becomes, was kicked (702.33d)",
            ),
            Field(
                "second_kicker",
                B,
                'pay the card\'s second kicker cost as well ("Kicker [A] and/or [B]": [B], '
                '702.33b); with "kicked", both are paid and it was kicked twice (702.33d)',
            ),
            Field(
                "buyback",
                B,
                "pay the card's buyback cost as well, an additional cost: the spell returns to "
                "its owner's hand as it resolves (702.27a)",
            ),
            Field(
                "convoke",
                MAP,
                "creatures the caster taps to pay for a spell with convoke: id -> the mana it "
                "pays, '1' (one generic mana) or a color letter of its own colors (702.51a); "
                "absent, none is tapped. Refused with free.",
            ),
            Field(
                "improvise",
                W,
                "ids of untapped artifacts the caster taps to pay for a spell with improvise, "
                "each paying for {1} of the generic mana (702.126a); absent, none is tapped. "
                "Refused with free.",
            ),
            Field(
                "waterbend",
                W,
                "ids of untapped artifacts and creatures the caster taps to pay for the spell's "
                "additional waterbend cost, each paying for {1} of its generic mana (701.67a-b); "
                "absent, none is tapped. Refused with free.",
            ),
            Field(
                "assist",
                MAP,
                "for a spell with assist, another player who pays part of the generic mana of "
                "its total cost before the caster pays: {'player': id, 'mana': the generic mana "
                "they pay, 1 or more}, from their own pool and mana abilities (702.132a); absent, "
                "nobody helps. Refused with free.",
            ),
            Field(
                "retrace",
                B,
                "from the caster's graveyard, discarding a land card (the 'discard') as an "
                "additional cost (702.81a)",
            ),
            Field(
                "jump_start",
                B,
                "from the caster's graveyard, discarding a card (the 'discard') as an additional "
                "cost; it is exiled whenever it would leave the stack (702.133a)",
            ),
            Field(
                "discard",
                S,
                "the id of the card in the caster's hand discarded for retrace or jump-start "
                "(601.2h)",
            ),
            Field(
                "evoke",
                B,
                "pay the card's evoke cost rather than its mana cost (118.9); the permanent is "
                "sacrificed as it enters (702.74a)",
            ),
            Field(
                "mayhem",
                B,
                "from the caster's graveyard, a card they discarded this turn: pay its mayhem "
                "cost rather than its mana cost (702.187b, 118.9)",
            ),
            Field(
                "web_slinging",
                B,
                "pay the card's web-slinging cost and return a tapped creature the caster "
                "controls to its owner's hand rather than pay its mana cost (702.188a, 118.9)",
            ),
            Field(
                "harmonize",
                B,
                "from the caster's graveyard, pay the card's harmonize cost rather than its mana "
                "cost (118.9), less generic mana equal to the power of the 'harmonize_creature' "
                "tapped for it; the spell is exiled as it leaves the stack (702.180a)",
            ),
            Field(
                "harmonize_creature",
                S,
                "the id of an untapped creature the caster controls, tapped to pay the harmonize "
                "cost (702.180b); absent: none",
            ),
            Field(
                "warp",
                B,
                "from the hand, pay the card's warp cost rather than its mana cost (118.9); the "
                "permanent is exiled at the next end step, and its owner may cast the card from "
                "exile after that turn (702.185a)",
            ),
            Field(
                "offspring",
                B,
                "pay the card's offspring cost as well (601.2f); as the permanent enters, a 1/1 "
                "token copy of it is created (702.175a)",
            ),
            Field(
                "emerge",
                S,
                "the id of a creature the caster controls to sacrifice, paying the card's emerge "
                "cost rather than its mana cost (118.9), reduced by that creature's mana value "
                "(702.119a, 601.2f)",
            ),
            Field(
                "gift",
                S,
                "the id of an opponent to promise the card's gift to (702.174a): they get it "
                "before the spell's other effects, or as the permanent enters (702.174b, "
                "702.174j)",
            ),
            Field(
                "squad",
                N,
                "how many times the card's squad cost is paid as well (601.2f); as the permanent "
                "enters, that many token copies of it are created (702.157a)",
            ),
            Field(
                "sneak",
                B,
                "during the caster's declare blockers step, pay the card's sneak cost and return "
                "an unblocked creature they control to its owner's hand rather than paying its "
                "mana cost (118.9); a permanent enters tapped and attacking what that creature "
                "attacked (702.190a-b)",
            ),
            Field(
                "fuse",
                B,
                "cast both halves of a split card with fuse from the hand (702.102a): its "
                "targets are the left half's then the right half's; no face",
            ),
            Field(
                "awaken",
                B,
                "pay the card's awaken cost rather than its mana cost (118.9); its last target is "
                "a land you control that gets N +1/+1 counters and becomes a 0/0 Elemental "
                "creature with haste (702.113a-b)",
            ),
            Field(
                "dash",
                B,
                "pay the card's dash cost rather than its mana cost (118.9); the permanent has "
                "haste and returns to its owner's hand at the next end step (702.109a)",
            ),
            Field(
                "impending",
                B,
                "pay the card's impending cost rather than its mana cost (118.9); the permanent "
                "enters with N time counters and isn't a creature while it has one (702.176a)",
            ),
            Field(
                "blitz",
                B,
                "pay the card's blitz cost rather than its mana cost (118.9); the permanent has "
                "haste and 'when it dies, draw a card', and is sacrificed at the next end step "
                "(702.152a)",
            ),
            Field(
                "bestow",
                B,
                "pay the card's bestow cost rather than its mana cost (118.9): cast bestowed, it "
                "is an Aura spell with enchant creature targeting a creature, a creature again if "
                "that target is illegal as it resolves or once it is unattached (702.103a-f)",
            ),
            Field(
                "mutate",
                B,
                "pay the card's mutate cost rather than its mana cost (118.9): a mutating creature "
                "spell targeting a non-Human creature with its owner, merging with it as it "
                "resolves (on top or under, its controller's choice), a creature spell again if "
                "that target is illegal then (702.140a-c, 730.2)",
            ),
            Field(
                "collect_evidence",
                B,
                "collect evidence as the spell's optional additional cost: exile cards from the "
                "caster's graveyard with total mana value N or greater, chosen as the cost is paid "
                "(701.59a-c, 601.2b, 601.2h)",
            ),
            Field(
                "converted",
                B,
                "pay the front face's More Than Meets the Eye cost rather than its mana cost "
                "(118.9): the spell is cast converted, its back face up (702.162a, 712.11a)",
            ),
            Field(
                "prototype",
                B,
                "cast it prototyped: the spell and the permanent it becomes have the card's "
                "prototype mana cost, power and toughness and that cost's colors (702.160a, "
                "718.3); no alternative cost, its mana cost is that one",
            ),
            Field(
                "overload",
                B,
                "pay the card's overload cost rather than its mana cost (118.9): its text has "
                "'each' for every 'target', and it has no targets (702.96a-b)",
            ),
            Field(
                "cleave",
                B,
                "pay the card's cleave cost rather than its mana cost (118.9): its text loses "
                "every word within square brackets, its targets those of the changed text "
                "(702.148a-b)",
            ),
            Field(
                "multikicker",
                N,
                "how many times the card's multikicker cost is paid as well (702.33c): the spell "
                "and its permanent were kicked that many times (702.33d)",
            ),
            Field(
                "replicate",
                N,
                "how many times the card's replicate cost is paid as well (702.56a): as it is "
                "cast, its replicate ability triggers and copies it that many times; each copy's "
                "targets may be changed (707.10c)",
            ),
            Field(
                "casualty",
                B,
                "sacrifice a creature with power N or greater as well, for the card's 'Casualty "
                "N' (702.153a): the caster chooses which as it is paid (601.2h); as it is cast, "
                "its casualty ability triggers and copies it (707.10c: new targets may be chosen)",
            ),
            Field(
                "conspire",
                B,
                "tap two untapped creatures the caster controls that each share a color with the "
                "spell as well (702.78a): the caster chooses which as it is paid (601.2h); as it "
                "is cast, its conspire ability triggers and copies it (707.10c: new targets may "
                "be chosen)",
            ),
            Field(
                "bargain",
                B,
                "sacrifice an artifact, an enchantment or a token as well, for the card's "
                "'Bargain' (702.166a): declared, the spell was bargained (702.166b); the caster "
                "chooses which as it is paid (601.2h)",
            ),
            Field(
                "splice",
                W,
                "ids of cards in the caster's hand with 'Splice onto [quality] [cost]' to reveal "
                "and splice onto the spell, in the order their text happens after the spell's "
                "own (702.47a-b); each splice cost is paid as well, the added text's targets "
                "follow the spell's own in 'targets' (702.47d), and the cards stay in hand",
            ),
            Field(
                "entwine",
                B,
                "choose all the modes of a modal spell, paying its entwine cost as well "
                "(702.42a); no 'mode' then",
            ),
            Field(
                "escape",
                B,
                "from the caster's graveyard for the card's escape cost rather than its mana cost "
                "(702.138a, 118.9); the caster chooses the other graveyard cards it exiles as it "
                "is paid; the spell and its permanent escaped (702.138b)",
            ),
            Field(
                "disturb",
                B,
                "from the caster's graveyard, transformed (its back face up, 712.11a), for its "
                "front face's disturb cost rather than its mana cost (702.146a, 118.9); the "
                "permanent enters transformed (702.146b)",
            ),
            Field(
                "face_down",
                B,
                "cast it face down with its morph ability: a 2/2 creature spell with no name, "
                "text, subtypes or mana cost, for {3} rather than its mana cost (702.37c, 708.4); "
                "with its disguise ability, such a spell with ward {2} (702.168b)",
            ),
            Field(
                "foretell",
                B,
                "cast a foretold card from exile for its foretell cost rather than its mana "
                "cost, after the turn it was foretold (702.143a)",
            ),
            Field(
                "plot",
                B,
                "cast a plotted card from exile without paying its mana cost, on a later turn "
                "during its owner's main phase while the stack is empty (702.170d, 118.9)",
            ),
        ),
        ("601.2",),
    ),
    Declaration(
        "activate",
        "activate an ability (602.2)",
        (
            _OBJECT,
            Field("ability", N, "the index of the ability"),
            _TARGETS,
            _X,
            _FREE,
            Field("mode", N, "the chosen mode of a modal ability (700.2a)"),
            _MODES,
            Field(
                "waterbend",
                W,
                "ids of untapped artifacts and creatures the player taps to pay for a waterbend "
                "cost, each paying for {1} of its generic mana (701.67a-b); absent, none is "
                "tapped. Refused with free.",
            ),
        ),
        ("602.2",),
    ),
    Declaration(
        "resolve", "all players pass priority: the top of the stack resolves", (), ("608.1",)
    ),
    Declaration(
        "play_land",
        "play a land (305.1)",
        (_OBJECT, Field("face", N, "the face of a modal double-faced card to play (712.11b)")),
        ("305.1",),
    ),
    Declaration(
        "turn_face_up",
        "turn a face-down permanent you control face up by paying its morph, megamorph or "
        "disguise cost, or a manifested or cloaked creature card's mana cost (a special action, "
        "116.2b, 702.37e, 702.168d, 701.40b, 701.58b)",
        (
            _OBJECT,
            _FREE,
            Field(
                "mana_cost",
                B,
                "a manifested or cloaked permanent whose card also has morph or disguise: turned "
                "face up for its mana cost rather than that cost (701.40c, 701.58c)",
            ),
        ),
        ("116.2b", "702.37e", "702.168d", "701.40b", "701.58b"),
    ),
    Declaration(
        "foretell",
        "pay {2} and exile a card with foretell from your hand face down, during your turn "
        "(a special action, 116.2h, 702.143a)",
        (_OBJECT, _FREE),
        ("116.2h", "702.143a"),
    ),
    Declaration(
        "suspend",
        "pay its suspend cost and exile a card with suspend from your hand with its time "
        "counters, when you could begin to cast it (a special action, 116.2f, 702.62a)",
        (_OBJECT, _FREE),
        ("116.2f", "702.62a"),
    ),
    Declaration(
        "companion",
        "pay {3} and put your companion (players[].companion) from outside the game into your "
        "hand, once, during a main phase of your turn while the stack is empty (a special "
        "action, 116.2g, 702.139a)",
        (_PLAYER, Field("free", B, "the {3} marked paid (a scenario-building shortcut)")),
        ("116.2g", "702.139a"),
    ),
    Declaration(
        "plot",
        "pay its plot cost and exile a card with plot from your hand, during your main phase "
        "while the stack is empty (a special action, 116.2k, 702.170a)",
        (_OBJECT, _FREE),
        ("116.2k", "702.170a"),
    ),
    Declaration(
        "transform",
        "a judge turns a double-faced permanent over (701.27a)",
        (_OBJECT,),
        ("701.27a", "712.8d"),
    ),
    Declaration(
        "advance",
        "advance to a later step",
        (
            Field("to", Shape.WORD, "the step", choices=tuple(s.value for s in Step)),
            Field("turn", Shape.WORD, "this turn or the next", choices=("this", "next")),
            Field("assignments", MAP, "combat damage assignment orders (510.1c)"),
        ),
    ),
)
ACTION_TYPES: dict[str, Declaration] = {d.kind: d for d in ACTION_DECLARATIONS}
# Every action may carry these: its type, and the scripted answers to its decisions.
COMMON_KEYS = ("type", "choices")
