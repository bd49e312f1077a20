"""The verb "attach" (701.3a) as a clause of any effect, with the object that moves and the
object or player it moves onto named by any reference the effect grammar reads:

    {B}{B}: Attach ~ to target creature you control.                        (Cranial Plating)
    Whenever a creature enters under your control, you may attach ~ to it.  (Sai of the Shinobi)
    When ~ enters, create a 1/1 white Soldier creature token, then attach ~ to it.
                                                                          (Ancestral Blade)
    {T}: Attach target Equipment you control to target creature you control.   (Brass Squire)
    Manifest the top card of your library and attach ~ to it.              (Cloudform, 701.40a)

"It" after "create ... token" is that token (engine.oracle.grammar.effects binds "bound:tokens"
where no target was named before). What happens to an illegal attachment (701.3b: nothing
moves; onto what it's already attached to: nothing happens; an Equipment that's a creature or
an Aura that's a creature can't be attached, 301.5c, 303.4d) is engine.rules.attachment's; when
the reference names more than one object (two tokens were created), the attached permanent's
controller chooses one (301.5c, 303.4d: engine.instructions.attach).

"Attach it to target creature you control" (the object with the ability said "it", Embercleave)
is engine.oracle.grammar.attached's.
"""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: attach_clause
attach_clause: ATTACH_SELF_TO permanent -> attach_self_to
             | ATTACH_WORD target "to" permanent -> attach_target_to
ATTACH_SELF_TO: "attach ~ to"
ATTACH_WORD: "attach"
"""


class AttachLowering:
    ctx: LineContext

    def attach_self_to(self, items: list[Any]) -> Effects:
        """701.3a: the object with the ability moves onto what the words name."""
        return (step("attach", object="self", to=items[-1]),)

    def attach_target_to(self, items: list[Any]) -> Effects:
        """701.3a: a target Aura, Equipment or Fortification moves onto the other reference."""
        what, to = items[1], items[-1]
        if what == to:
            raise ValueError("attached to itself")
        return (step("attach", object=what, to=to),)
