"""How each kind of job's page reads, registered by the concept that owns the kind."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from builder.jobs.models import Job
from builder.operations.htmx import HtmxHttpRequest


@dataclass(frozen=True)
class JobPage:
    """How a kind of job's page reads: its title, and the link back to where it was started
    (``back_url(request, job)``, ``""`` for none)."""

    title: str
    back_label: str
    back_url: Callable[[HtmxHttpRequest, Job], str]


# Registered by the concept that owns the kind (``page``), beside its ``@jobs.kind``, so this
# module never imports the concepts above it.
PAGES: dict[str, JobPage] = {}


def page(
    kind: str, *, title: str, back_label: str, back_url: Callable[[HtmxHttpRequest, Job], str]
) -> None:
    PAGES[kind] = JobPage(title, back_label, back_url)
