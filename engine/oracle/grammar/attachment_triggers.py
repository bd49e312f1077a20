"""Attachment trigger events and their effects (engine.rules.attachment_triggers):

    Whenever ~ becomes unattached from a permanent, sacrifice that permanent.
                                                                      (Grafted Exoskeleton)

"That permanent" is what the trigger event names (bound:unattached_from, 701.3d), or the last
target named (engine.oracle.grammar.anaphora); "sacrifice" it is the instruction
"sacrifice_referenced" (701.21a: only if its controller still controls it).
"""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sacrifice: "sacrifice" ANA_THAT_NOUN -> sacrifice_that
"""


class AttachmentTriggerLowering:
    ctx: LineContext

    def sacrifice_that(self, items: list[Any]) -> Effects:
        to = self.that_ref(items)  # type: ignore[attr-defined]
        return (step("sacrifice_referenced", to=to),)
