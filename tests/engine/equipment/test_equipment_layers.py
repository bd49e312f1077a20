"""What an Equipment gives, through the layers (613): "equipped creature gets +N/+N" in 7c
(613.4c) and "has [keyword]" in layer 6 (613.1f), named by the Equipment in the per-permanent
breakdown the builder shows (engine.characteristics_report)."""

from __future__ import annotations

import engine
from engine.rules.effect_kinds import effects_in_force, keywords_granted
from tests.engine.equipment.equipment_support import keywords, main_phase, pt

BEARS = {"id": "bears", "card": "Grizzly Bears"}


def test_the_breakdown_names_the_equipment_in_each_layer() -> None:
    """Loxodon Warhammer on the Bears: printed 2/2, +3/+0 in 7c and trample and lifelink in
    layer 6, each line naming "Loxodon Warhammer [hammer]"."""
    state = main_phase(
        [{"id": "hammer", "card": "Loxodon Warhammer", "attached_to": "bears"}, BEARS]
    )
    report = engine.characteristics_report(state)["bears"]
    assert (report["power"], report["toughness"]) == (5, 2)
    assert report["keywords"] == ["lifelink", "trample"]
    assert report["breakdown"] == [
        {"layer": "printed", "change": "2/2"},
        {
            "layer": "613.1f",
            "change": "gains lifelink, trample (Loxodon Warhammer)",
        },
        {"layer": "613.4c", "change": "+3/+0 (Loxodon Warhammer)"},
    ]


def test_an_unattached_equipment_has_no_effect_in_force() -> None:
    """With no equipped creature (301.5f), "equipped creature gets +2/+0" does nothing: no
    effect in force, nothing in any breakdown, no keyword granted anywhere."""
    state = main_phase(
        [{"id": "hammer", "card": "Loxodon Warhammer"}, BEARS],
    )
    assert not [e for e in effects_in_force(state) if e.source == "hammer"]
    assert pt(state, "bears") == (2, 2)
    assert "trample" not in keywords_granted(state)
    assert engine.characteristics_report(state)["bears"]["breakdown"] == [
        {"layer": "printed", "change": "2/2"}
    ]


def test_equipment_effects_take_the_equipments_layer_timestamp() -> None:
    """The static abilities' effects carry the Equipment's latest timestamp (613.7e)."""
    state = main_phase(
        [
            {
                "id": "bs",
                "card": "Bonesplitter",
                "attached_to": "bears",
                "timestamp": 2,
                "attached_timestamp": 7,
            },
            BEARS,
        ]
    )
    (effect,) = [e for e in effects_in_force(state) if e.source == "bs"]
    assert effect.timestamp == 7 and effect.params["objects"] == ("bears",)


def test_a_granted_keyword_counts_for_the_engines_keyword_shortcuts() -> None:
    """Basilisk Collar grants deathtouch and lifelink (layer 6): the once-per-state set of
    granted keywords, which lets hot paths skip the layers, includes them."""
    state = main_phase([{"id": "collar", "card": "Basilisk Collar", "attached_to": "bears"}, BEARS])
    assert {"deathtouch", "lifelink"} <= keywords_granted(state)
    assert keywords(state, "bears") == frozenset({"deathtouch", "lifelink"})


def test_the_text_rendering_shows_the_attachment() -> None:
    state = main_phase([{"id": "bs", "card": "Bonesplitter", "attached_to": "bears"}, BEARS])
    text = engine.text_rendering(state)
    assert "Bonesplitter (untapped, attached to Grizzly Bears)" in text
    assert "Grizzly Bears 4/2" in text
