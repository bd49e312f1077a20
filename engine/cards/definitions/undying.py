"""Creatures with undying (702.93a). The keyword is declared, never scripted: the triggered ability
it stands for comes from engine.cards.keyword_abilities. Each other ability is preceded by its
Oracle sentence.

Not here: undying creatures with text the vocabulary doesn't express yet (Demonlord of Ashmouth's
"exile it unless you sacrifice another creature", Flayer of the Hatebound's "enters from your
graveyard" trigger, Howlgeist's and Stormbound Geist's blocking restrictions, ...).
"""

from __future__ import annotations

from engine.cards.build import creature
from engine.cards.model import ActivatedAbility, Cost, TriggeredAbility, instruction, static

CARDS = (
    creature("Young Wolf", "{G}", ("Wolf",), 1, 1, "Undying"),
    creature("Butcher Ghoul", "{1}{B}", ("Zombie",), 1, 1, "Undying"),
    creature("Nearheath Stalker", "{4}{R}", ("Vampire", "Rogue"), 4, 1, "Undying"),
    creature("Strangleroot Geist", "{G}{G}", ("Spirit",), 2, 1, "Haste", "Undying"),
    creature(
        "Hound of Griselbrand", "{2}{R}{R}", ("Elemental", "Dog"), 2, 2, "Double strike", "Undying"
    ),
    creature("Vengeful Vampire", "{4}{B}{B}", ("Vampire",), 3, 2, "Flying", "Undying"),
    creature("Vorapede", "{2}{G}{G}{G}", ("Insect",), 5, 4, "Vigilance", "Trample", "Undying"),
    creature(
        "Evernight Shade",
        "{3}{B}",
        ("Shade",),
        1,
        1,
        "Undying",
        abilities=(
            ActivatedAbility(
                "{B}: Evernight Shade gets +1/+1 until end of turn.",
                Cost(mana="{B}"),
                (instruction("modify_pt", to="self", power=1, toughness=1),),
            ),
        ),
    ),
    creature(
        "Geralf's Messenger",
        "{B}{B}{B}",
        ("Zombie",),
        3,
        2,
        "Undying",
        abilities=(
            static("Geralf's Messenger enters the battlefield tapped.", "enters_tapped"),
            TriggeredAbility(
                "When Geralf's Messenger enters the battlefield, target opponent loses 2 life.",
                "self_enters",
                (instruction("lose_life", player=0, amount=2),),
                targets=("opponent",),
            ),
        ),
    ),
    creature(
        "Geralf's Mindcrusher",
        "{4}{U}{U}",
        ("Zombie", "Horror"),
        5,
        5,
        "Undying",
        abilities=(
            TriggeredAbility(
                "When Geralf's Mindcrusher enters the battlefield, target player mills five cards.",
                "self_enters",
                (instruction("mill", player=0, count=5),),
                targets=("player",),
            ),
        ),
    ),
)
