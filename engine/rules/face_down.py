"""Face-down spells and permanents (708): what they are and what a person is told of them.

A face-down spell or permanent has only the characteristics the rule that made it face down
lists; morph (702.37a) and the default of 708.2a list a 2/2 creature with no text, no name, no
subtypes and no mana cost (so no color, 105.2c, and no supertype). Those are its copiable values
(708.2): they apply after copy effects (613.2b, layer 1b; 708.10), so a face-down copy stays a
face-down 2/2. Only its controller may look at it (708.5): everything the engine writes for a
person calls it "a face-down creature", never its card name (engine.rules.names).

A card exiled face down (foretell, 702.143a) has no characteristics at all (406.3a); only its
owner may look at it, and it is turned face up as it is cast. In the other zones (hand, library,
graveyard) the flag has no meaning here. A face-down permanent or spell that moves anywhere but
the battlefield, or a face-down exiled card that leaves exile, is turned face up and revealed
(708.9, 406.3a; engine.rules.zones).
"""

from __future__ import annotations

from engine.core.state import GameObject, Zone

FACE_DOWN_ZONES = frozenset({Zone.BATTLEFIELD, Zone.STACK})
FACE_DOWN_POWER = 2
FACE_DOWN_TOUGHNESS = 2
# The breakdown's words for layer 1b (613.2b).
FACE_DOWN_NOTE = "face down: a 2/2 creature with no text, name, subtypes or mana cost (708.2a)"


def is_face_down(obj: GameObject) -> bool:
    """A face-down spell or permanent (708.1): the flag counts on the battlefield and the
    stack."""
    return obj.face_down and obj.zone in FACE_DOWN_ZONES


def is_face_down_in_exile(obj: GameObject) -> bool:
    """A card exiled face down (406.3): it has no characteristics (406.3a)."""
    return obj.face_down and obj.zone is Zone.EXILE


def is_hidden(obj: GameObject) -> bool:
    """A face-down object whose card isn't named to everyone (708.5, 406.3)."""
    return is_face_down(obj) or is_face_down_in_exile(obj)


def face_down_label(obj: GameObject) -> str:
    """What a person is told a face-down object is (708.2a: it has no name; 708.5: only its
    controller may look at it; 406.3: an exiled face-down card)."""
    if obj.zone is Zone.EXILE:
        return "face-down exiled card"
    return "face-down creature spell" if obj.zone is Zone.STACK else "face-down creature"
