"""Combat (506-511): who attacks whom, who blocks whom, and combat damage.

`state` holds the immutable `Combat` value kept on `GameState.combat`; `declare` the declarations
of attackers (508) and blockers (509); `restrictions` what may attack or block; `damage` the
combat damage steps (510). This package imports nothing at package level, so `engine.core.state` can
refer to `engine.core.combat` without a cycle.
"""

from __future__ import annotations
