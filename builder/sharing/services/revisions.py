"""Saved scenarios as families of immutable revisions, edit links, forks and visibility.

Saving a draft adds a revision (``Scenario``) to the draft's family, or starts a family and
returns its secret edit token: 32 random bytes (``secrets.token_urlsafe``), stored only as a
sha256 digest and compared in constant time.  A revision is never updated; editing (through the
edit link, back into a draft, or the annotations form) always adds a new revision, so an old
link keeps showing exactly what it showed.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from django.contrib.auth.models import AnonymousUser, User
from django.core.paginator import Page, Paginator
from django.db import IntegrityError, transaction
from django.db.models import Max, OuterRef, QuerySet, Subquery
from django.template.loader import render_to_string
from django.utils.safestring import SafeString

import engine
from builder.cards.oracle_cards import cards_as_saved
from builder.jobs import JobState
from builder.scenarios.models import Draft, Visibility
from builder.scenarios.services import BoardView, ServiceError, board_view
from builder.scenarios.services.actions import history_for_save
from builder.scenarios.services.history import HistoryTree
from builder.scenarios.services.not_applied import NOTHING, NotAppliedNotice, for_documents
from builder.sharing import revision_kinds
from builder.sharing.models import DraftOrigin, EmbedFacts, Scenario, ScenarioFamily
from builder.sharing.services.annotations import (
    log_entries,
    plain_text,
    render_markdown,
    render_notes,
    stored_html,
)
from builder.sharing.services.edit_tokens import check_edit_token, hash_token, new_edit_token
from builder.sharing.services.embeds import PUZZLE_HEIGHT, embed_height
from builder.sharing.services.gallery import example_page
from builder.sharing.services.previews import HEIGHT as PREVIEW_HEIGHT
from builder.sharing.services.previews import WIDTH as PREVIEW_WIDTH
from builder.sharing.services.previews import preview_alt_text
from builder.sharing.services.recheck import StoredResult, stored_result
from builder.sharing.services.revision_outcomes import revision_outcomes
from builder.sharing.services.rulings import explored, ruling_title, waiting_words
from builder.sharing.services.steps import Outcomes, Step, Steps
from engine.core.log import EDITION_NOTE

BROWSE_PAGE_SIZE = 24
OEMBED_CACHE_AGE = 3600


@dataclass(frozen=True)
class SavedRevision:
    revision: Scenario
    edit_token: str  # the new family's edit token, "" when the revision joined a family


# --- edit tokens and access ------------------------------------------------------------------


def can_view(revision: Scenario, token: str | None) -> bool:
    """Anyone may see public and unlisted revisions; private ones need the edit token."""
    if revision.family.visibility != Visibility.PRIVATE:
        return True
    return check_edit_token(revision.family, token)


def continued_family_visibility(draft: Draft) -> str | None:
    """The visibility of the family the draft's next save adds a revision to (None for a draft
    whose save starts a new family)."""
    origin = DraftOrigin.objects.filter(draft=draft).select_related("family").first()
    return origin.family.visibility if origin is not None and origin.family is not None else None


def latest_revision(family: ScenarioFamily) -> Scenario:
    return family.revisions.order_by("-number").first() or _missing(family)


def latest_for(revision: Scenario) -> Scenario:
    """The newest revision a reader of ``revision`` is sent to ("a newer revision exists",
    ``/latest/``, oEmbed of a latest link): the family's newest, except from a revision of a
    kind (a puzzle), whose reader only ever goes on to a newer revision of that kind: the
    family's newest revision may be a saved ruling that shows the cards the puzzle hides."""
    revisions = revision.family.revisions.all()
    if (kind := revision_kinds.kind_of(revision)) is not None:
        revisions = kind.of_kind(revisions)
    newest = revisions.select_related("family").order_by("-number").first()
    return newest if newest is not None and newest.number > revision.number else revision


def newer_revision(revision: Scenario) -> Scenario | None:
    """The revision a reader of ``revision`` is told is newer (``latest_for``), if any."""
    latest = latest_for(revision)
    return latest if latest.number > revision.number else None


def _missing(family: ScenarioFamily) -> Scenario:
    raise Scenario.DoesNotExist(f"{family} has no revision")


# --- saving ----------------------------------------------------------------------------------


def do_save(
    draft: Draft,
    title: str = "",
    *,
    description: str = "",
    visibility: str = "",
    owner: User | AnonymousUser | None = None,
) -> SavedRevision:
    """Save the draft as a new revision of its family (a new family on its first save).

    Blank annotations keep those of the revision the draft was opened from; step notes are
    kept for the steps that are still the same."""
    _check_document(draft.document)
    history = history_for_save(draft)  # the path of steps taken, without a pending question
    with transaction.atomic():
        origin = DraftOrigin.objects.select_for_update().filter(draft=draft).first()
        base = origin.based_on if origin else None
        token = ""
        if origin is None or origin.family is None:
            token = new_edit_token()
            family = ScenarioFamily.objects.create(
                edit_token_hash=hash_token(token),
                visibility=visibility or Visibility.UNLISTED,
                owner=owner if isinstance(owner, User) else None,
                forked_from=base,
            )
        else:
            family = _lock(origin.family)
            if visibility:
                family.visibility = visibility
            family.save(update_fields=["visibility", "updated_at"])
        revision = _add_revision(
            family,
            title=title or (base.title if base else ""),
            description=description or (base.description if base else ""),
            notes=_carried_notes(base, history, draft.document),
            document=draft.document,
            log=draft.log,
            history=history,
        )
        if base is not None and origin is not None and origin.family is not None:
            revision_kinds.carry_over(base, revision)
        DraftOrigin.objects.update_or_create(
            draft=draft, defaults={"family": family, "based_on": revision}
        )
    # Issue 29, point 2: a ruling's outcomes are explored once, as it is saved (outside the
    # transaction), and kept with the revision: no reader's GET explores anything. Past the
    # quick bound a background job explores on.
    explored(revision)
    return SavedRevision(revision, token)


def do_annotate(
    revision: Scenario,
    *,
    title: str,
    description: str,
    notes: Mapping[int, str],
    visibility: str,
) -> Scenario:
    """New annotations make a new revision (same board, log and history); the visibility is
    the family's.  Returns the new revision, or ``revision`` when the annotations didn't change."""
    clean_notes = {str(n): text for n, text in sorted(notes.items()) if text.strip()}
    with transaction.atomic():
        family = _lock(revision.family)
        family.visibility = visibility or family.visibility
        family.save(update_fields=["visibility", "updated_at"])
        if (title, description, clean_notes) == (
            revision.title,
            revision.description,
            revision.notes,
        ):
            return revision
        annotated = _add_revision(
            family,
            title=title,
            description=description,
            notes=clean_notes,
            document=revision.document,
            log=revision.log,
            history=revision.history,
        )
        revision_kinds.carry_over(revision, annotated)
    explored(annotated)  # the same board's outcomes, kept with the new revision too
    return annotated


def do_copy_revision(revision: Scenario) -> Scenario:
    """The family's next revision, the same as ``revision`` in everything it shows (board, log,
    history, annotations, the card records and the engine that computed them): what a change
    that isn't the board's (making it a puzzle) is made on, so ``revision``'s link keeps
    showing exactly what it showed. Runs in the caller's transaction (the family is locked)."""
    with transaction.atomic():
        family = _lock(revision.family)
        top = family.revisions.aggregate(top=Max("number"))["top"] or 0
        return Scenario.objects.create(
            family=family,
            number=top + 1,
            title=revision.title,
            description=revision.description,
            description_html=revision.description_html,
            notes=copy.deepcopy(revision.notes),
            notes_html=copy.deepcopy(revision.notes_html),
            document=copy.deepcopy(revision.document),
            log=copy.deepcopy(revision.log),
            history=copy.deepcopy(revision.history),
            cards=copy.deepcopy(revision.cards),
            engine_version=revision.engine_version,
            rules_edition=revision.rules_edition,
        )


def do_open_for_editing(revision: Scenario) -> Draft:
    """A draft of the revision whose saves add revisions to the same family."""
    return _draft_from(revision, family=revision.family)


def do_open_board_for_editing(revision: Scenario, document: Mapping[str, Any]) -> Draft:
    """A draft of ``document`` (a board of the revision's) with no steps played yet, whose saves
    add revisions to the same family: a puzzle's solution is recorded this way, from its
    starting board."""
    with transaction.atomic():
        draft = Draft.objects.create(document=copy.deepcopy(dict(document)), log=[], history={})
        DraftOrigin.objects.create(draft=draft, family=revision.family, based_on=revision)
    return draft


def do_fork(revision: Scenario) -> Draft:
    """A draft of the revision whose first save starts a new family (with its own edit link)."""
    return _draft_from(revision, family=None)


def _draft_from(revision: Scenario, *, family: ScenarioFamily | None) -> Draft:
    with transaction.atomic():
        draft = Draft.objects.create(
            document=copy.deepcopy(revision.document),
            log=copy.deepcopy(revision.log),
            history=copy.deepcopy(revision.history),
        )
        DraftOrigin.objects.create(draft=draft, family=family, based_on=revision)
    return draft


def _lock(family: ScenarioFamily) -> ScenarioFamily:
    return ScenarioFamily.objects.select_for_update().get(pk=family.pk)


def _add_revision(family: ScenarioFamily, **content: Any) -> Scenario:
    """The family's next revision (the family row is locked by the caller)."""
    top = family.revisions.aggregate(top=Max("number"))["top"] or 0
    return Scenario.objects.create(
        family=family,
        number=top + 1,
        title=content["title"][:200],
        description=content["description"],
        description_html=str(render_markdown(content["description"])),
        notes=content["notes"],
        notes_html=render_notes(content["notes"]),
        document=copy.deepcopy(content["document"]),
        log=copy.deepcopy(content["log"]),
        history=copy.deepcopy(content["history"]),
    )


def _carried_notes(
    base: Scenario | None, history: Mapping[str, Any], document: Mapping[str, Any]
) -> dict[str, str]:
    """The base revision's notes for every step whose board (and every board before it) is
    still the same in the new history."""
    if base is None or not base.notes:
        return {}
    old = _boards(Steps(base.history, base.document, base.log))
    new = _boards(Steps(history, document, []))
    same = 0
    while same < min(len(old), len(new)) and old[same] == new[same]:
        same += 1
    return {n: text for n, text in base.notes.items() if n.isdigit() and int(n) < same}


def _boards(steps: Steps) -> list[Any]:
    return [steps.step(n).document for n in range(len(steps))]


def _check_document(document: Mapping[str, Any]) -> None:
    try:
        engine.load(dict(document))
    except engine.InvalidDocument as error:
        raise ServiceError(f"The engine rejected the scenario: {error}") from None


# --- listing ---------------------------------------------------------------------------------


def _latest_of_each_family() -> QuerySet[Scenario]:
    newest = Scenario.objects.filter(family=OuterRef("family")).order_by("-number")
    return (
        Scenario.objects.select_related("family")
        .filter(number=Subquery(newest.values("number")[:1]))
        .order_by("-created_at", "-pk")
    )


def browse_page(number: int | None) -> Page[Scenario]:
    """Public scenarios, newest revision of each family, newest first."""
    public = _latest_of_each_family().filter(family__visibility=Visibility.PUBLIC)
    return Paginator(public, BROWSE_PAGE_SIZE).get_page(number)


def scenarios_of(user: User) -> QuerySet[Scenario]:
    """The newest revision of each family ``user`` saved while signed in."""
    return _latest_of_each_family().filter(family__owner=user)


# --- built-in examples -----------------------------------------------------------------------


def load_examples() -> str:
    """Save every gallery example as a public scenario (a ``load_builtin`` step; safe to run
    again: an example whose content changed gets a new revision, others are left alone)."""
    from engine.examples import examples

    created = updated = 0
    for ex in examples():
        content = _example_content(example_page(ex.id))
        with transaction.atomic():
            key = f"example:{ex.id}"
            family = ScenarioFamily.objects.select_for_update().filter(builtin_key=key).first()
            if family is None:
                family = ScenarioFamily.objects.create(
                    builtin_key=key,
                    visibility=Visibility.PUBLIC,
                    edit_token_hash=hash_token(new_edit_token()),  # thrown away: read-only
                )
                created += 1
            else:
                latest = family.revisions.order_by("-number").first()
                if latest is not None and _same_content(latest, content):
                    continue
                updated += 1
            _add_revision(family, **content)
    total = len(examples())
    return f"examples: {total} built-in examples; {created} saved, {updated} updated"


def _example_content(page: Any) -> dict[str, Any]:
    ex = page.example
    rules = ", ".join(f"CR {rule}" for rule in ex.rules)
    document = page.result_board or page.board
    tree = HistoryTree.start(page.board)
    if page.result_board is not None:
        tree.add_step(
            page.action,
            page.choices,
            label=page.action_text,
            document_after=page.result_board,
            log=page.result_log,
        )
    description = f"{ex.summary}\n\nThe rules: {rules}." if rules else ex.summary
    if page.refusal:
        rule = f" (CR {page.refusal_rule})" if page.refusal_rule else ""
        description += f"\n\nThe engine refuses the action: {page.refusal}{rule}."
    return {
        "title": f"{ex.id}: {ex.title}",
        "description": description,
        "notes": {},
        "document": document,
        "log": page.result_log,
        "history": tree.to_json(),
    }


def _same_content(revision: Scenario, content: Mapping[str, Any]) -> bool:
    return all(getattr(revision, field) == value for field, value in content.items())


# --- reading a revision ----------------------------------------------------------------------


@dataclass(frozen=True)
class SharePage:
    """What a share or embed page shows of a revision at one step."""

    revision: Scenario
    step: Step
    steps: list[tuple[int, str]]
    board: BoardView | None  # None when the engine can no longer read the board (``problem``)
    description_html: SafeString
    note_html: SafeString
    summary: str  # the description as plain text (meta tags, oEmbed)
    alt_text: str  # the preview image's alt text: every outcome, then the board in words
    newer: Scenario | None
    decided: bool  # the last step met a decision: "every outcome" can be shown
    outcomes: Outcomes | None
    log: list[dict[str, Any]]  # the step's log entries, each with its rule links ("refs")
    problem: str = ""
    edition_note: str = EDITION_NOTE
    title: str = ""  # the revision's title, with every outcome when the point is a choice
    waiting: str = ""  # the action saved while it waited for a decision, in words
    stored: StoredResult | None = None  # who computed the shown result, and does today's agree
    exploring: JobState | None = None  # the job exploring every outcome, while it runs
    # The cards in play on the revision's stored boards whose text isn't applied: the page,
    # the embed and the preview's alt text lead with them (builder.scenarios.services.not_applied).
    not_applied: NotAppliedNotice = NOTHING

    @property
    def previous(self) -> int | None:
        return self.step.number - 1 if self.step.number > 0 else None

    @property
    def embed_height(self) -> int:
        """The height the embed of this page needs at 640 px."""
        return self.embed_height_at(640)

    def embed_height_at(self, width: int) -> int:
        """The height the embed of this page needs at ``width`` (it shows outcomes on request,
        or at once when the ruling was saved while its decision waited). "A newer revision
        exists" may show later: measured with its line (a frame a little too tall shows some
        space, and the embed's script then fits it)."""
        shown = self if self.waiting else replace(self, outcomes=None)
        return embed_height(replace(shown, newer=self.newer or self.revision), width)

    @property
    def next(self) -> int | None:
        return self.step.number + 1 if self.step.number < len(self.steps) - 1 else None


def shown_step(revision: Scenario, step: int | None) -> int | None:
    """The step ``?step=`` shows, as pages are built and cached for it: None for the last step
    (the default), whatever number past it was asked for."""
    if step is None:
        return None
    last = Steps(revision.history, revision.document, revision.log).last
    return step if step < last else None


def share_page(revision: Scenario, step: int | None = None, *, outcomes: bool = True) -> SharePage:
    """The revision at step ``step`` (the last when None; out of range shows the nearest);
    with ``outcomes``, every outcome of the last action when it met a decision. Its cards are
    the ones saved with it (``cards_as_saved``), whatever the card table says today."""
    with cards_as_saved(revision.cards):
        return _share_page(revision, step, outcomes=outcomes)


def _share_page(revision: Scenario, step: int | None, *, outcomes: bool) -> SharePage:
    steps = Steps(revision.history, revision.document, revision.log)
    shown = steps.step(steps.clamp(step))
    last = steps.step(steps.last) if shown.number != steps.last else shown
    pending = steps.pending
    # Saved while a decision waited, or decided: the ruling's point is the choice.
    decided = pending is not None or (last.kind == "action" and bool(last.choices))
    # A ruling saved while its decision waited is nothing but its outcomes: always shown.
    shown_outcomes = (outcomes or pending is not None) and decided
    found, exploring = revision_outcomes(revision, steps) if shown_outcomes else (None, None)
    every = with_rule_refs(found)
    board, problem = _readable_board(shown.document)
    ignored = revision_not_applied(revision, steps)
    return SharePage(
        revision=revision,
        step=shown,
        steps=steps.labels(),
        board=board,
        description_html=stored_html(revision.description_html, revision.description),
        note_html=stored_html(
            str(revision.notes_html.get(str(shown.number), "")),
            str(revision.notes.get(str(shown.number), "")),
        ),
        summary=plain_text(revision.description, revision.description_html),
        alt_text=preview_alt_text(revision.document, every, ignored),
        newer=newer_revision(revision),
        decided=decided,
        outcomes=every,
        log=log_entries(shown.log),
        problem=problem,
        title=ruling_title(revision, every) if every is not None else str(revision),
        waiting=waiting_words(pending) if pending is not None else "",
        stored=stored_result(revision),
        exploring=exploring,
        not_applied=ignored,
    )


def revision_not_applied(revision: Scenario, steps: Steps | None = None) -> NotAppliedNotice:
    """The cards in play on any of the revision's stored boards (each step on its path, and
    the board before the action saved while it waited) whose text isn't applied: computed
    from what the revision stores, so a link keeps its meaning."""
    return for_documents(
        (steps or Steps(revision.history, revision.document, revision.log)).documents()
    )


# The widths an oEmbed answer is given (a ``maxwidth`` is rounded down to one of them): the
# embed's height is measured at each once per revision (``embed_facts``).
OEMBED_WIDTHS = tuple(range(200, 641, 20))


@dataclass(frozen=True)
class OEmbedFacts:
    """What an oEmbed answer says of a revision: its title and its embed's height per width."""

    title: str
    heights: Mapping[int, int]
    # The job still exploring the outcomes the title names: these facts aren't kept meanwhile.
    exploring: JobState | None = None

    def height(self, width: int) -> int:
        """The height at ``width`` (at the narrowest measured width below it)."""
        fitting = [w for w in self.heights if w <= width] or [min(self.heights)]
        return self.heights[max(fitting)]


def oembed_width(maxwidth: int | None) -> int:
    """The width of the answer for ``maxwidth``: the widest of ``OEMBED_WIDTHS`` that fits
    (``maxwidth`` itself below the narrowest, measured as the narrowest)."""
    if maxwidth is None or maxwidth >= OEMBED_WIDTHS[-1]:
        return OEMBED_WIDTHS[-1]
    return max((w for w in OEMBED_WIDTHS if w <= maxwidth), default=maxwidth)


def embed_facts(revision: Scenario) -> OEmbedFacts:
    """The revision's oEmbed title and embed heights, measured from its page once and then read
    from ``EmbedFacts`` (a revision never changes). A puzzle's come from what its readers see
    (solve mode and the board without its hidden cards), measured each time: it's cheap."""
    if (kind := revision_kinds.kind_of(revision)) is not None:
        title = for_documents([kind.shown_document(revision)]).lead(str(revision))
        return OEmbedFacts(title, dict.fromkeys(OEMBED_WIDTHS, PUZZLE_HEIGHT))
    stored = EmbedFacts.objects.filter(revision=revision).first()
    if stored is None:
        return _measure(revision)
    return OEmbedFacts(stored.title, {int(w): int(h) for w, h in stored.heights.items()})


def _measure(revision: Scenario) -> OEmbedFacts:
    """Measured from the page with its outcomes (the title names them all), and kept once no
    job is still exploring them."""
    page = share_page(revision)
    facts = OEmbedFacts(
        page.not_applied.lead(page.title or str(revision)),
        {width: page.embed_height_at(width) for width in OEMBED_WIDTHS},
    )
    if page.exploring is not None and not page.exploring.finished:
        return replace(facts, exploring=page.exploring)
    heights = {str(width): height for width, height in facts.heights.items()}
    try:
        with transaction.atomic():
            EmbedFacts.objects.create(revision=revision, title=facts.title, heights=heights)
    except IntegrityError:  # measured at the same moment by another request: theirs holds
        pass
    return facts


def fitted_embed_height(revision: Scenario, width: int) -> int:
    """The height in px the revision's embed needs at ``width`` (builder.sharing.services.embeds)."""
    return embed_facts(revision).height(width)


def _readable_board(document: Mapping[str, Any]) -> tuple[BoardView | None, str]:
    """The board, or why today's engine can't read a board it once saved (an old link must
    still open: it shows the saved text and downloads instead)."""
    try:
        return board_view(document), ""
    except (ServiceError, engine.EngineError) as error:
        return None, f"Today's rules engine can't read this board: {error}"


def with_rule_refs(outcomes: Outcomes | None) -> Outcomes | None:
    """Outcomes whose log entries carry their rule links (see ``log_entries``)."""
    if outcomes is None:
        return None
    items = tuple(replace(item, log=log_entries(item.log)) for item in outcomes.items)
    return replace(outcomes, items=items)


def oembed_data(
    facts: OEmbedFacts,
    *,
    embed_url: str,
    thumbnail_url: str,
    provider_url: str,
    width: int,
    height: int,
    script_url: str = "",
) -> dict[str, Any]:
    """The oEmbed answer (type "rich") for a revision's ``facts`` (``embed_facts``): its embed
    in an iframe; the title says every outcome when the ruling's point is a choice."""
    iframe = render_to_string(
        "sharing/_oembed_html.html",
        {
            "embed_url": embed_url,
            "width": width,
            "height": height,
            "title": facts.title,
            "script_url": script_url,
        },
    ).strip()
    return {
        "version": "1.0",
        "type": "rich",
        "title": facts.title,
        "provider_name": "Stackboard",
        "provider_url": provider_url,
        "html": iframe,
        "width": width,
        "height": height,
        "thumbnail_url": thumbnail_url,
        "thumbnail_width": PREVIEW_WIDTH,
        "thumbnail_height": PREVIEW_HEIGHT,
        "cache_age": OEMBED_CACHE_AGE,
    }
