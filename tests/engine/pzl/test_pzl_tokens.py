"""What a token entry says: `T:` token-script ids and `t:` legacy descriptions."""

from __future__ import annotations

import pytest

from engine.pzl.tokens import legacy_description, legacy_token, script_token


@pytest.mark.parametrize(
    ("script", "name", "characteristics", "unmodeled"),
    [
        (
            "r_2_2_human_knight_trample_haste",
            "Human Knight Token",  # 111.4
            {
                "types": ["Creature"],
                "subtypes": ["Human", "Knight"],
                "colors": ["R"],
                "power": 2,
                "toughness": 2,
                "keywords": ["Trample", "Haste"],
            },
            (),
        ),
        (
            "c_a_treasure_sac",
            "Treasure Token",  # 111.4
            {
                "types": ["Artifact"],
                "subtypes": ["Treasure"],
                "oracle_text": "{T}, Sacrifice this artifact: Add one mana of any color.",
            },
            ("sac",),
        ),
        (
            "gw_2_2_elf_knight_vigilance",
            "Elf Knight Token",  # 111.4
            {
                "types": ["Creature"],
                "subtypes": ["Elf", "Knight"],
                "colors": ["W", "G"],
                "power": 2,
                "toughness": 2,
                "keywords": ["Vigilance"],
            },
            (),
        ),
        (
            "w_1_1_e_glimmer",
            "Glimmer Token",  # 111.4
            {
                "types": ["Enchantment", "Creature"],
                "subtypes": ["Glimmer"],
                "colors": ["W"],
                "power": 1,
                "toughness": 1,
            },
            (),
        ),
        (
            "c_4_4_a_construct",
            "Construct Token",  # 111.4
            {
                "types": ["Artifact", "Creature"],
                "subtypes": ["Construct"],
                "power": 4,
                "toughness": 4,
            },
            (),
        ),
        (
            "b_0_1_wizard_snipe",
            "Wizard Token",  # 111.4
            {
                "types": ["Creature"],
                "subtypes": ["Wizard"],
                "colors": ["B"],
                "power": 0,
                "toughness": 1,
            },
            ("snipe",),
        ),
        (
            "u_1_1_bird_flying_blockflying",
            "Bird Token",  # 111.4
            {
                "types": ["Creature"],
                "subtypes": ["Bird"],
                "colors": ["U"],
                "power": 1,
                "toughness": 1,
                "keywords": ["Flying"],
            },
            ("blockflying",),
        ),
    ],
)
def test_script_ids_encode_colour_size_types_and_keywords(
    script: str, name: str, characteristics: dict[str, object], unmodeled: tuple[str, ...]
) -> None:
    facts = script_token(script)
    assert (facts.name, facts.characteristics, facts.unmodeled, facts.recognized) == (
        name,
        characteristics,
        unmodeled,
        True,
    )


def test_a_script_id_without_colour_code_is_not_recognized() -> None:
    facts = script_token("angelo")
    assert not facts.recognized and facts.characteristics == {}


def test_legacy_descriptions_split_types_and_keywords() -> None:
    facts = legacy_token(
        "Angel,P:4,T:4,Cost:no cost,Color:W,Types:Creature-Angel,Keywords:Flying-Vigilance,Image:w_4_4_angel_flying_vigilance_grn"
    )
    assert facts.name == "Angel Token"  # 111.4
    assert facts.characteristics == {
        "types": ["Creature"],
        "subtypes": ["Angel"],
        "colors": ["W"],
        "power": 4,
        "toughness": 4,
        "keywords": ["Flying", "Vigilance"],
    }


def test_a_legacy_description_without_colour_takes_it_from_the_image_key() -> None:
    facts = legacy_token(
        "Zombie,P:2,T:2,Cost:no cost,Types:Creature-Zombie,Keywords:,Image:b_2_2_zombie_akh"
    )
    assert facts.characteristics["colors"] == ["B"]


def test_legacy_description_round_trips_characteristics() -> None:
    facts = script_token("r_2_2_human_knight_trample_haste")
    text = legacy_description(facts.name, facts.characteristics)
    assert (
        text
        == "Human Knight,P:2,T:2,Cost:no cost,Color:R,Types:Creature-Human-Knight,Keywords:Trample-Haste,Image:r_2_2_human_knight"
    )
    # Forge's description names it without " Token"; imported again, it follows 111.4.
    assert legacy_token(text).characteristics == facts.characteristics
    assert legacy_token(text).name == facts.name == "Human Knight Token"
