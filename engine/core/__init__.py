"""The engine's core value types: the immutable game state, would- and did-events, decisions
(choices and pending decisions), the error taxonomy, the explained log, formats (variants), the
combat value and the pinned versions.

May import: the standard library only (nothing else in engine/).
"""

from __future__ import annotations
