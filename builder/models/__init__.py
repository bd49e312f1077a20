"""Models of the builder app, one module per concept."""

from __future__ import annotations

from .cards import *  # noqa: F403
from .jobs import *  # noqa: F403
from .puzzles import *  # noqa: F403
from .rules import *  # noqa: F403
from .scenarios import *  # noqa: F403
from .sharing import *  # noqa: F403
