"""Equipment (301.5): artifacts whose static abilities affect the "equipped creature", whatever
creature they are attached to (301.5f), and the equip keyword ability (702.6a) that moves them,
as a sorcery, onto a creature their controller controls. "Equipped creature gets +2/+0 and has
trample" is two static abilities, one for each layer it works in (613.4c and 613.1f); an
Equipment attached to nothing has no equipped creature, so they do nothing then. State-based
actions unattach an Equipment from anything it can't equip (704.5n, engine.rules.attachment).

Each ability is preceded by its Oracle sentence; keyword reminder text is kept where Oracle has it.
"""

from __future__ import annotations

from engine.cards.build import EQUIP_REMINDER, card, equip
from engine.cards.model import (
    Ability,
    ActivatedAbility,
    CardDef,
    Cost,
    StaticAbility,
    TriggeredAbility,
    instruction,
    static,
)

# The longer reminder of Darksteel and Mirrodin Besieged era cards.
STAYS = " This card enters the battlefield unattached and stays on the battlefield if the creature leaves."


def equipment(
    name: str,
    cost: str,
    *abilities: Ability,
    keywords: tuple[str, ...] = (),
) -> CardDef:
    """An artifact — Equipment; its abilities end with its equip ability, as printed."""
    return card(
        name,
        cost,
        ("Artifact",),
        subtypes=("Equipment",),
        keywords=(*keywords, "Equip"),
        abilities=abilities,
    )


def gets(text: str, power: int, toughness: int, *keywords: str) -> tuple[StaticAbility, ...]:
    """ "Equipped creature gets +P/+T [and has K]": layer 7c, then layer 6 for the keywords."""
    found: tuple[StaticAbility, ...] = ()
    if power or toughness:
        found += (
            static(
                text,
                "modify_power_toughness",
                objects=("equipped",),
                power=power,
                toughness=toughness,
            ),
        )
    if keywords:
        found += (static(text, "gain_keywords", objects=("equipped",), keywords=keywords),)
    return found


def reminded(cost: str, extra: str = "") -> ActivatedAbility:
    """ "Equip {N} ({N}: Attach to target creature you control. Equip only as a sorcery.)" """
    return equip(cost, EQUIP_REMINDER.format(cost=cost) + extra)


def attach_trigger(name: str) -> TriggeredAbility:
    """ "Whenever equipped creature dies, attach [this] to target creature you control." """
    return TriggeredAbility(
        f"Whenever equipped creature dies, attach {name} to target creature you control.",
        "equipped_creature_dies",  # 603.10a: what was attached as it died
        (instruction("attach", object="self", to=0),),
        targets=("creature_you_control",),  # chosen as it goes on the stack (603.3d)
    )


CARDS = (
    equipment(
        "Bonesplitter",
        "{1}",
        # Equipped creature gets +2/+0.
        *gets("Equipped creature gets +2/+0.", 2, 0),
        equip("{1}"),  # Equip {1}
    ),
    equipment(
        "Short Sword",
        "{1}",
        # Equipped creature gets +1/+1.
        *gets("Equipped creature gets +1/+1.", 1, 1),
        reminded("{1}"),  # Equip {1} ({1}: Attach to target creature you control. ...)
    ),
    equipment(
        "Leonin Scimitar",
        "{1}",
        # Equipped creature gets +1/+1.
        *gets("Equipped creature gets +1/+1.", 1, 1),
        reminded("{1}"),  # Equip {1} ({1}: Attach to target creature you control. ...)
    ),
    equipment(
        "Vulshok Morningstar",
        "{2}",
        # Equipped creature gets +2/+2.
        *gets("Equipped creature gets +2/+2.", 2, 2),
        reminded("{2}"),  # Equip {2} ({2}: Attach to target creature you control. ...)
    ),
    equipment(
        "Vulshok Battlegear",
        "{3}",
        # Equipped creature gets +3/+3.
        *gets("Equipped creature gets +3/+3.", 3, 3),
        reminded("{3}", STAYS),  # Equip {3} (... stays on the battlefield if the creature leaves.)
    ),
    equipment(
        "Trusty Machete",
        "{1}",
        # Equipped creature gets +2/+1.
        *gets("Equipped creature gets +2/+1.", 2, 1),
        equip("{2}"),  # Equip {2}
    ),
    equipment(
        "Barbed Battlegear",
        "{3}",
        # Equipped creature gets +4/-1.
        *gets("Equipped creature gets +4/-1.", 4, -1),
        equip("{2}"),  # Equip {2}
    ),
    equipment(
        "Shuko",
        "{1}",
        # Equipped creature gets +1/+0.
        *gets("Equipped creature gets +1/+0.", 1, 0),
        reminded("{0}"),  # Equip {0} ({0}: Attach to target creature you control. ...)
    ),
    equipment(
        "Bone Saw",
        "{0}",
        # Equipped creature gets +1/+0.
        *gets("Equipped creature gets +1/+0.", 1, 0),
        reminded("{1}"),  # Equip {1} ({1}: Attach to target creature you control. ...)
    ),
    equipment(
        "Accorder's Shield",
        "{0}",
        # Equipped creature gets +0/+3 and has vigilance. (Attacking doesn't cause it to tap.)
        *gets(
            "Equipped creature gets +0/+3 and has vigilance. (Attacking doesn't cause it to tap.)",
            0,
            3,
            "Vigilance",
        ),
        reminded("{3}"),  # Equip {3} ({3}: Attach to target creature you control. ...)
    ),
    equipment(
        "Loxodon Warhammer",
        "{3}",
        # Equipped creature gets +3/+0 and has trample and lifelink.
        *gets(
            "Equipped creature gets +3/+0 and has trample and lifelink.",
            3,
            0,
            "Trample",
            "Lifelink",
        ),
        equip("{3}"),  # Equip {3}
    ),
    equipment(
        "Behemoth Sledge",
        "{1}{G}{W}",
        # Equipped creature gets +2/+2 and has trample and lifelink.
        *gets(
            "Equipped creature gets +2/+2 and has trample and lifelink.",
            2,
            2,
            "Trample",
            "Lifelink",
        ),
        equip("{3}"),  # Equip {3}
    ),
    equipment(
        "Basilisk Collar",
        "{1}",
        # Equipped creature has deathtouch and lifelink.
        *gets("Equipped creature has deathtouch and lifelink.", 0, 0, "Deathtouch", "Lifelink"),
        equip("{2}"),  # Equip {2}
    ),
    equipment(
        "Gorgon Flail",
        "{2}",
        # Equipped creature gets +1/+1 and has deathtouch. (Any amount of damage it deals to a
        # creature is enough to destroy that creature.)
        *gets(
            "Equipped creature gets +1/+1 and has deathtouch. (Any amount of damage it deals to a "
            "creature is enough to destroy that creature.)",
            1,
            1,
            "Deathtouch",
        ),
        reminded("{2}"),  # Equip {2} ({2}: Attach to target creature you control. ...)
    ),
    equipment(
        "Spidersilk Net",
        "{0}",
        # Equipped creature gets +0/+2 and has reach. (It can block creatures with flying.)
        *gets(
            "Equipped creature gets +0/+2 and has reach. (It can block creatures with flying.)",
            0,
            2,
            "Reach",
        ),
        reminded("{2}"),  # Equip {2} ({2}: Attach to target creature you control. ...)
    ),
    equipment(
        "Strider Harness",
        "{3}",
        # Equipped creature gets +1/+1 and has haste.
        *gets("Equipped creature gets +1/+1 and has haste.", 1, 1, "Haste"),
        reminded("{1}"),  # Equip {1} ({1}: Attach to target creature you control. ...)
    ),
    equipment(
        "Kitesail",
        "{2}",
        # Equipped creature gets +1/+0 and has flying.
        *gets("Equipped creature gets +1/+0 and has flying.", 1, 0, "Flying"),
        reminded("{2}"),  # Equip {2} ({2}: Attach to target creature you control. ...)
    ),
    equipment(
        "Fireshrieker",
        "{3}",
        # Equipped creature has double strike. (It deals both first-strike and regular combat
        # damage.)
        *gets(
            "Equipped creature has double strike. (It deals both first-strike and regular combat "
            "damage.)",
            0,
            0,
            "Double strike",
        ),
        reminded("{2}"),  # Equip {2} ({2}: Attach to target creature you control. ...)
    ),
    equipment(
        "Bladed Pinions",
        "{2}",
        # Equipped creature has flying and first strike.
        *gets("Equipped creature has flying and first strike.", 0, 0, "Flying", "First strike"),
        equip("{2}"),  # Equip {2}
    ),
    equipment(
        "Swiftfoot Boots",
        "{2}",
        # Equipped creature has hexproof and haste.
        *gets("Equipped creature has hexproof and haste.", 0, 0, "Hexproof", "Haste"),
        equip("{1}"),  # Equip {1}
    ),
    equipment(
        "Lightning Greaves",
        "{2}",
        # Equipped creature has haste and shroud. (It can't be the target of spells or abilities.)
        *gets(
            "Equipped creature has haste and shroud. (It can't be the target of spells or "
            "abilities.)",
            0,
            0,
            "Haste",
            "Shroud",
        ),
        equip("{0}"),  # Equip {0}
    ),
    equipment(
        "Darksteel Axe",
        "{1}",
        # Indestructible (Effects that say "destroy" don't destroy this artifact.): the keyword,
        # applied by engine.rules.zones.destroy (702.12b).
        # Equipped creature gets +2/+0.
        *gets("Equipped creature gets +2/+0.", 2, 0),
        equip("{2}"),  # Equip {2}
        keywords=("Indestructible",),
    ),
    equipment(
        "Forebear's Blade",
        "{3}",
        # Equipped creature gets +3/+0 and has vigilance and trample.
        *gets(
            "Equipped creature gets +3/+0 and has vigilance and trample.",
            3,
            0,
            "Vigilance",
            "Trample",
        ),
        # Whenever equipped creature dies, attach Forebear's Blade to target creature you
        # control. (With no legal target the ability is removed and the Blade stays unattached.)
        attach_trigger("Forebear's Blade"),
        equip("{3}"),  # Equip {3}
    ),
    equipment(
        "Skullclamp",
        "{1}",
        # Equipped creature gets +1/-1.
        *gets("Equipped creature gets +1/-1.", 1, -1),
        # Whenever equipped creature dies, draw two cards.
        TriggeredAbility(
            "Whenever equipped creature dies, draw two cards.",
            "equipped_creature_dies",
            (instruction("draw", count=2),),
        ),
        equip("{1}"),  # Equip {1}
    ),
    equipment(
        "Neurok Stealthsuit",
        "{2}",
        # Equipped creature has shroud. (It can't be the target of spells or abilities.)
        *gets(
            "Equipped creature has shroud. (It can't be the target of spells or abilities.)",
            0,
            0,
            "Shroud",
        ),
        # {U}{U}: Attach Neurok Stealthsuit to target creature you control. (Not an equip
        # ability: no sorcery-speed restriction, 602.5d doesn't apply.)
        ActivatedAbility(
            "{U}{U}: Attach Neurok Stealthsuit to target creature you control.",
            Cost(mana="{U}{U}"),
            (instruction("attach", object="self", to=0),),
            targets=("creature_you_control",),
        ),
        reminded("{1}"),  # Equip {1} ({1}: Attach to target creature you control. ...)
    ),
)
