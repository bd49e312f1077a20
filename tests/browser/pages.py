"""Pages of every type, set up for the browser tests that visit them all (axe, screenshots)."""

from __future__ import annotations

from dataclasses import dataclass

from builder.builtin import load_engine_cards
from builder.models import Draft, Job, JobStatus
from builder.sharing import services
from tests.builder.factories import FAMILY_TOKEN
from tests.builder.puzzle_helpers import bolt_puzzle

NOT_FOUND = "not-found"  # the page of an address that leads nowhere (404)


@dataclass(frozen=True)
class Site:
    """A builder draft (GHO-2 with Bob's decision waiting) and its saved scenario."""

    draft: Draft
    scenario_id: str
    edit_token: str


def gho2_site() -> Site:
    """GHO-2 forked from the gallery (its action taken, Bob to choose), plus a saved copy."""
    draft = services.do_fork_example("GHO-2")
    saved = services.do_save(draft, "GHO-2 from the gallery", visibility="public")
    return Site(draft, saved.revision.public_id, saved.edit_token)


def page_types(site: Site) -> dict[str, str]:
    """A path of every type of page a reader can reach, by name (the engine's cards are put in
    the card database for the card pages; a puzzle and a background job under way are made for
    theirs). Every one answers 200 but ``NOT_FOUND``."""
    load_engine_cards()
    sid = site.scenario_id
    puzzle = bolt_puzzle().scenario.public_id
    job = Job.objects.create(
        kind="verify-puzzle",
        params={"puzzle": 0},
        status=JobStatus.RUNNING,
        progress=30,
        progress_text="Checked 6,000 positions (at most 20,000)",
    )
    return {
        "home": "/",
        "builder": f"/b/{site.draft.key}/",
        "builder-editing": f"/b/{site.draft.key}/?object=o1&player=A&effect_kind=gain_keywords",
        "share": f"/s/{sid}/",
        "share-edit": f"/s/{sid}/edit/?token={site.edit_token}",
        "embed": f"/s/{sid}/embed/",
        "gallery": "/examples/",
        "gallery-example": "/examples/GHO-2/",
        "gallery-embed": "/examples/GHO-2/embed/",
        "browse": "/browse/",
        "cards": "/cards/?q=t%3Acreature",
        "card": "/cards/Grizzly%20Bears/",
        "rules": "/rules/",
        "puzzles": "/puzzles/",
        "puzzle-import": "/puzzles/import/",
        "import": "/import/",
        "sign-in": "/accounts/login/",
        "puzzle": f"/s/{puzzle}/",
        "puzzle-embed": f"/s/{puzzle}/embed/",
        "puzzle-edit": f"/s/{puzzle}/edit/puzzle/?token={FAMILY_TOKEN}",
        "job": f"/jobs/{job.key}/",
        "sign-up": "/accounts/signup/",
        NOT_FOUND: "/no-such-page/",
    }
