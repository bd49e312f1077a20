"""The switch_pt instruction: "switch target creature's power and toughness until end of turn"
is a layer 7d effect (613.4d) applied after +N/+N effects (613.4c), so a switched 2/2 with
+3/+0 is a 2/5."""

from __future__ import annotations

from engine.cards.model import instruction
from engine.core.choices import ChoiceCursor
from engine.instructions.registry import ExecContext, execute
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites


def test_a_switch_applies_after_a_pump_in_layer_seven() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]}, {"id": "B"}
    )
    res = Resolution(state, ChoiceCursor(()))
    steps = (
        instruction("switch_pt", to="target:0"),
        instruction("modify_pt", to="target:0", power=3, toughness=0),
    )
    execute(res, ExecContext("A", "A", targets=("bears",)), steps)
    c = chars(res.state, res.state.object("bears"))
    assert (c.power, c.toughness) == (2, 5)
    assert cites(res.log, "613.4d")
