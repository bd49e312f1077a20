"""Every model of the ``builder`` app, imported from the concept that owns it, so that Django
registers them (it imports ``builder.models``) and scripts and tests have one place to import
them from. Glue: code inside a concept imports its models from ``builder.<concept>.models``."""

from __future__ import annotations

from builder.cards.models import *  # noqa: F403
from builder.jobs.models import *  # noqa: F403
from builder.puzzles.models import *  # noqa: F403
from builder.rules.models import *  # noqa: F403
from builder.scenarios.models import *  # noqa: F403
from builder.sharing.models import *  # noqa: F403
