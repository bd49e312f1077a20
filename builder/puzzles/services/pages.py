"""Puzzle pages: what a puzzle says about itself, the author's page, the public list, and .pzl
files in and out through the browser.

- ``puzzle_intro(puzzle)``: the goal, difficulty, credit, badge and automation report as a
  reader may see them (card lists only name cards the reader's board shows);
- ``authoring_page(revision)`` and ``do_make_puzzle``: the "make this a puzzle" form's board,
  the recorded solution, the certificate with its "also wins" warning, and publishing (as a new revision: a shared one never changes) with
  a bound a request can afford (``PUBLISH_NODES``);
- ``public_puzzles(page)``: the /puzzles/ list;
- ``do_import_pzl_upload(upload, visibility)``: an uploaded .pzl as a saved puzzle with a new
  edit link; ``pzl_export(revision)``: a puzzle or any two-player scenario as .pzl text;
- ``hides_cards(revision)`` and ``shown_document(revision)``: what exports and previews may
  give away (a puzzle's hidden cards never leave through them).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from django.core.files.uploadedfile import UploadedFile
from django.core.paginator import Page, Paginator
from django.db import transaction
from django.db.models import OuterRef, Subquery
from django.utils.safestring import SafeString

import engine
from builder import jobs
from builder.jobs import JobState
from builder.jobs.models import Job, JobStatus
from builder.puzzles.models import Puzzle
from builder.puzzles.services import core as puzzle_services
from builder.puzzles.services.certificates import CertificateView, certificate_view
from builder.puzzles.services.core import Badge, badge, puzzle_of
from builder.puzzles.services.forge import (
    authored_solution,
    export_puzzle_pzl,
    goal_of,
    start_document,
)
from builder.puzzles.services.solving import (
    Move,
    board_names,
    describe_action,
    line_moves,
    object_names,
)
from builder.scenarios.models import Visibility
from builder.scenarios.services import BoardView, ServiceError, board_view
from builder.scenarios.services.not_applied import NOTHING, NotAppliedNotice, for_documents
from builder.sharing import services as sharing_services
from builder.sharing.models import Scenario
from builder.sharing.services.annotations import plain_text, stored_html
from builder.sharing.services.edit_tokens import hash_token, new_edit_token
from engine.puzzle import Goal, hidden_object_ids
from engine.pzl import dump, from_scenario
from engine.pzl.importer import credit_url
from engine.rules.names import object_label, placed_label

PUBLISH_NODES = puzzle_services.MAX_NODES  # checked in a background job (builder.jobs)
MAX_PZL_BYTES = 256_000
LIST_PAGE_SIZE = 24
AUTOMATION_KEYS = ("unknown_cards", "non_automated_cards")
OTHER_ZONES = ("hand", "library", "graveyard", "exile", "command")


# --- what a puzzle says about itself ------------------------------------------------------------


@dataclass(frozen=True)
class CardList:
    label: str
    names: tuple[str, ...]
    hidden: int  # more names, of cards in zones the reader can't see


@dataclass(frozen=True)
class PuzzleIntro:
    puzzle: Puzzle
    title: str
    goal: str
    solver: str
    difficulty: str
    description_html: SafeString
    summary: str
    credit: str
    credit_url: str
    badge: Badge
    automation: str
    card_lists: tuple[CardList, ...]
    unmodeled: tuple[str, ...]
    # The cards in play on the board the reader sees whose text the engine doesn't apply: the
    # page leads with them (builder.scenarios.services.not_applied); hidden cards stay hidden.
    not_applied: NotAppliedNotice = NOTHING

    @property
    def partial(self) -> bool:
        return self.automation == "partially automated"


def puzzle_intro(puzzle: Puzzle, *, full_lists: bool = False) -> PuzzleIntro:
    """The puzzle's header; ``full_lists`` (the author's page) names every unknown card."""
    start = start_document(puzzle.scenario)
    public = puzzle_services.public_start(puzzle)
    names = board_names(start)
    shown = {str(o.get("card", "")) for o in _objects(public)}
    report = puzzle.automation or {}
    lists = []
    for key in AUTOMATION_KEYS:
        listed = tuple(str(n) for n in report.get(key) or ())
        visible = listed if full_lists else tuple(n for n in listed if n in shown)
        if listed:
            label = key.replace("_", " ").capitalize()
            lists.append(CardList(label, visible, len(listed) - len(visible)))
    return PuzzleIntro(
        puzzle=puzzle,
        title=str(puzzle.scenario),
        goal=goal_text(goal_of(puzzle), names),
        solver=names.get(puzzle.solver, puzzle.solver),
        difficulty=puzzle.difficulty,
        description_html=stored_html(puzzle.description_html, puzzle.description),
        summary=plain_text(puzzle.description, puzzle.description_html),
        credit=puzzle.source_credit,
        credit_url=credit_url(puzzle.source_url) or "",  # only http(s) links, whatever is stored
        badge=badge(puzzle),
        automation=str(report.get("automation", "")),
        card_lists=tuple(lists),
        unmodeled=tuple(str(u) for u in report.get("unmodeled") or ()),
        not_applied=for_documents([public]),
    )


def goal_text(goal: Goal, names: Mapping[str, str]) -> str:
    """``Goal.describe`` with permanents and players named rather than given by id."""
    named = replace(
        goal,
        objects=tuple(names.get(o, "a permanent no longer in the game") for o in goal.objects),
        player=names.get(goal.player, goal.player),
    )
    return named.describe()


# --- the author's page ----------------------------------------------------------------------


@dataclass(frozen=True)
class AuthoringPage:
    revision: Scenario
    puzzle: Puzzle | None
    intro: PuzzleIntro | None
    board: BoardView | None
    problem: str
    players: tuple[tuple[str, str], ...]
    permanents: tuple[tuple[str, str], ...]
    cards: tuple[tuple[str, str], ...]  # objects elsewhere: what may be put onto the battlefield
    recorded: tuple[str, ...]  # the steps played after the set-up board, in words
    solution: tuple[str, ...]  # the puzzle's solution, in words
    custom_solution: str  # the puzzle's solution as JSON when it isn't the recorded steps
    verification: Mapping[str, Any]
    counter_line: tuple[Move, ...]
    publish_nodes: int = PUBLISH_NODES
    job: JobState | None = None  # the background check of the solution, while it runs
    # The engine's certificate, once the check has written it: its "also wins" lines warn the
    # author of other ways to win before readers find them.
    certificate: CertificateView | None = None


def authoring_page(revision: Scenario) -> AuthoringPage:
    """The "make this a puzzle" page: the starting board, what may be picked, the badge."""
    document = start_document(revision)
    names = object_names(document)
    try:
        board: BoardView | None = board_view(document)
        problem = ""
    except (ServiceError, engine.EngineError) as error:
        board, problem = None, f"The engine can't read this board: {error}"
    puzzle = puzzle_of(revision)
    recorded = authored_solution(revision)
    solution = list(puzzle.solution) if puzzle is not None else recorded
    verification = (puzzle.verification or {}) if puzzle is not None else {}
    return AuthoringPage(
        revision=revision,
        puzzle=puzzle,
        intro=puzzle_intro(puzzle, full_lists=True) if puzzle is not None else None,
        board=board,
        problem=problem,
        players=tuple((str(p["id"]), names[str(p["id"])]) for p in document["players"]),
        permanents=_objects_in(document, names, ("battlefield",)),
        cards=_objects_in(document, names, OTHER_ZONES),
        recorded=tuple(describe_action(step, names) for step in recorded),
        solution=tuple(describe_action(step, names) for step in solution),
        custom_solution=(
            json.dumps(puzzle.solution, indent=1)
            if puzzle is not None and puzzle.solution != recorded
            else ""
        ),
        verification=verification,
        job=_verification_job(verification),
        counter_line=tuple(
            line_moves(verification.get("counter_line") or (), names, revision_solver(puzzle))
        ),
        certificate=certificate_view(puzzle) if puzzle is not None else None,
    )


def _objects_in(
    document: Mapping[str, Any], names: Mapping[str, str], zones: Sequence[str]
) -> tuple[tuple[str, str], ...]:
    """(id, its name) for the objects of ``zones``, player by player; a list of several zones
    says whose each is and where ("Shock (Alice's, in hand)"), one naming rule for all
    (engine.rules.names), never their ids."""
    try:
        state: engine.GameState | None = engine.load(dict(document))
    except engine.EngineError:
        state = None
    found = []
    for player in document["players"]:
        for zone in zones:
            for obj in player.get(zone) or ():
                object_id = str(obj["id"])
                live = state.find_object(object_id) if state is not None else None
                if live is None or state is None:
                    label = names.get(object_id, str(obj.get("card", "")))
                elif len(zones) > 1:
                    label = placed_label(state, live)
                else:
                    label = object_label(state, live)
                found.append((object_id, label))
    return tuple(found)


def revision_solver(puzzle: Puzzle | None) -> str:
    return puzzle.solver if puzzle is not None else "A"


def do_make_puzzle(
    revision: Scenario,
    goal: Goal,
    *,
    solution: Sequence[Mapping[str, Any]] | None,
    hints: Sequence[str],
    scripted_responses: Sequence[Mapping[str, Any]],
    client: str = "",
    **fields: Any,
) -> Puzzle:
    """A new revision of the family, the same as ``revision`` but a puzzle (with the changed
    puzzle, when ``revision`` is one already), its solution checked in a background job within
    ``PUBLISH_NODES`` positions; ``solution`` None: the steps recorded with the revision.
    ``revision`` itself never changes: its link keeps showing what it showed (a saved ruling
    its whole board, an older puzzle its own goal and hints). The copy and the puzzle are one
    short write; the check is queued after it, with no transaction open (issue 29)."""
    with transaction.atomic():
        puzzle_revision = sharing_services.do_copy_revision(revision)
        puzzle = puzzle_services.do_publish_puzzle(
            puzzle_revision,
            goal,
            solution=solution,
            hints=hints,
            scripted_responses=scripted_responses,
            max_nodes=PUBLISH_NODES,
            in_background=True,
            client=client,
            check=False,
            **fields,
        )
    puzzle_services.queue_verification(puzzle, max_nodes=PUBLISH_NODES, client=client)
    return puzzle


def _verification_job(verification: Mapping[str, Any]) -> JobState | None:
    """The check job while it runs, or why it failed; one that ended well has said everything
    in the badge, the verification and the certificate (the stored result keeps naming it)."""
    job = Job.objects.filter(key=str(verification.get("job") or "")).first()
    if job is None:
        return None
    state = jobs.state_of(job)
    return None if state.status == JobStatus.DONE else state


# --- the public list ------------------------------------------------------------------------


@dataclass(frozen=True)
class ListedPuzzle:
    puzzle: Puzzle
    title: str
    goal: str
    difficulty: str
    badge: Badge
    automation: str


def public_puzzles(number: int | None) -> tuple[Page[Puzzle], list[ListedPuzzle]]:
    """Public puzzles, the newest puzzle revision of each family, newest first."""
    newest = Puzzle.objects.filter(scenario__family=OuterRef("scenario__family")).order_by(
        "-scenario__number"
    )
    puzzles = (
        Puzzle.objects.select_related("scenario", "scenario__family")
        .filter(scenario__family__visibility=Visibility.PUBLIC)
        .filter(pk=Subquery(newest.values("pk")[:1]))
        .order_by("-updated_at", "-pk")
    )
    page = Paginator(puzzles, LIST_PAGE_SIZE).get_page(number)
    items = []
    for puzzle in page.object_list:
        names = object_names(start_document(puzzle.scenario))
        items.append(
            ListedPuzzle(
                puzzle=puzzle,
                title=str(puzzle.scenario),
                goal=goal_text(goal_of(puzzle), names),
                difficulty=puzzle.difficulty,
                badge=badge(puzzle),
                automation=str((puzzle.automation or {}).get("automation", "")),
            )
        )
    return page, items


# --- .pzl in and out ------------------------------------------------------------------------


@dataclass(frozen=True)
class ImportedPuzzle:
    revision: Scenario
    edit_token: str
    summary: str


def do_import_pzl_upload(upload: UploadedFile, visibility: str) -> ImportedPuzzle:
    """An uploaded ``.pzl`` file as a saved puzzle in a family of its own, with a new edit
    link; ``ServiceError(field="file")`` says what is wrong with the file (and on which line)."""
    text = _read_pzl(upload)
    filename = str(upload.name or "puzzle.pzl")
    token = new_edit_token()
    # The file is read and converted (engine work) with no transaction open (issue 29); the
    # import writes its scenario and puzzle in one short transaction, unlisted and editable by
    # nobody until the family below gets this upload's token.
    try:
        result = puzzle_services.import_pzl_as_puzzle(text, filename)
    except Exception as error:  # noqa: BLE001 - untrusted input: any failure is the file's
        raise ServiceError(f"Stackboard can't convert this puzzle: {error}", field="file") from None
    if not result.ok or result.scenario is None:
        raise ServiceError(f"The file can't be imported: {result.error}", field="file")
    family = result.scenario.family
    family.edit_token_hash = hash_token(token)
    family.visibility = visibility or Visibility.UNLISTED
    family.save(update_fields=["edit_token_hash", "visibility", "updated_at"])
    return ImportedPuzzle(result.scenario, token, result.summary())


def _read_pzl(upload: UploadedFile) -> str:
    if upload.size is not None and upload.size > MAX_PZL_BYTES:
        raise ServiceError(
            f"The file is {upload.size:,} bytes; a .pzl file is at most {MAX_PZL_BYTES:,}.",
            field="file",
        )
    raw = upload.read(MAX_PZL_BYTES + 1)
    if len(raw) > MAX_PZL_BYTES:
        raise ServiceError(f"The file is larger than {MAX_PZL_BYTES:,} bytes.", field="file")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ServiceError(
            f"The file isn't UTF-8 text (byte {error.start}): is it a Forge .pzl file?",
            field="file",
        ) from None


def pzl_export(revision: Scenario) -> str:
    """A puzzle (goal, credit, its starting board) or a two-player scenario as .pzl text."""
    puzzle = puzzle_of(revision)
    players = revision.document.get("players") or []
    if len(players) != 2:
        raise ServiceError(f"A .pzl file holds two players; this scenario has {len(players)}.")
    try:
        if puzzle is not None:
            return export_puzzle_pzl(puzzle)
        meta = dict(revision.document.get("puzzle") or {})
        meta["name"] = meta.get("name") or revision.title or f"Stackboard {revision.public_id}"
        return dump(from_scenario(revision.document, meta))
    except (engine.EngineError, KeyError, ValueError) as error:
        raise ServiceError(f"This scenario can't be written as a .pzl file: {error}") from None


def hides_cards(revision: Scenario) -> bool:
    """A puzzle whose reader doesn't see every card: its files stay with its author."""
    puzzle = puzzle_of(revision)
    if puzzle is None:
        return False
    return bool(hidden_object_ids(start_document(revision), puzzle.visible, puzzle.solver))


def shown_document(revision: Scenario) -> dict[str, Any]:
    """The board a preview may draw: a puzzle's public start, else the saved board."""
    puzzle = puzzle_of(revision)
    if puzzle is None:
        return dict(revision.document)
    return puzzle_services.public_start(puzzle)


def _objects(document: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    zones = ("library", "hand", "graveyard", "battlefield", "exile", "command")
    found = [o for p in document.get("players", []) for z in zones for o in p.get(z) or ()]
    return found + list(document.get("stack") or ())
