"""The vocabulary as Markdown tables, for docs/scenario-document.md (between the markers
<!-- vocabulary:start --> and <!-- vocabulary:end -->; tests/engine/vocabulary checks they are
current) and `python -m engine vocabulary`."""

from __future__ import annotations

from engine.vocabulary import amounts, references
from engine.vocabulary.actions import ACTION_DECLARATIONS, COMMON_KEYS
from engine.vocabulary.costs import CUSTOM_COST_FIELDS
from engine.vocabulary.declarations import (
    CONDITION_FIELDS,
    EFFECT_DECLARATIONS,
    INSTRUCTION_DECLARATIONS,
    TRIGGER_DECLARATIONS,
)
from engine.vocabulary.fields import Declaration, Field, Shape
from engine.vocabulary.words import TARGET_WORDS

START = "<!-- vocabulary:start -->"
END = "<!-- vocabulary:end -->"


def with_tables(markdown: str) -> str:
    """A Markdown text with the generated section between the markers replaced by the current
    tables (unchanged when it has no markers)."""
    if START not in markdown or END not in markdown:
        return markdown
    head, rest = markdown.split(START, 1)
    tail = rest.split(END, 1)[1]
    return f"{head}{START}\n{vocabulary_tables()}{END}{tail}"


def vocabulary_tables() -> str:
    common = {f.name for f in CONDITION_FIELDS}
    parts = [
        "Generated from engine.vocabulary (`python -m engine vocabulary`); don't edit by hand.",
        "",
        "#### Instructions (activated and triggered abilities' `effects`)",
        "",
        'Every instruction may also have `"if"` or `"unless"`: '
        + ", ".join(f"`{c}`" for c in CONDITION_FIELDS[0].choices)
        + ".",
        "",
        _table(INSTRUCTION_DECLARATIONS, skip=common),
        "#### Effect kinds (static abilities' `effect`, stored effects' `kind`)",
        "",
        _table(EFFECT_DECLARATIONS),
        "#### Triggers (triggered abilities' `trigger`)",
        "",
        _table(TRIGGER_DECLARATIONS),
        "#### Reference words",
        "",
        ", ".join(f"`{w}`" for w in (*references.PLAIN_WORDS, *references.PREFIXED_WORDS))
        + "; a number N is the N-th target (0: the first).",
        "",
        "#### Amount words",
        "",
        "A whole number, or "
        + ", ".join(f"`{w}`" for w in (*amounts.PLAIN_WORDS, *amounts.PREFIXED_WORDS))
        + ".",
        "",
        "#### Target words",
        "",
        ", ".join(f"`{w}`" for w in TARGET_WORDS) + ".",
        "",
        "#### Cost parts (activated abilities' `cost`)",
        "",
        ", ".join(f"`{w}`" for w in CUSTOM_COST_FIELDS) + ".",
        "",
        "#### Actions (the document's `actions`, `engine.apply`)",
        "",
        "Every action has "
        + " and ".join(f"`{k}`" for k in COMMON_KEYS)
        + "; its `type` is one of:",
        "",
        _table(ACTION_DECLARATIONS, head="type"),
    ]
    return "\n".join(parts)


def _table(
    declarations: tuple[Declaration, ...], skip: set[str] | None = None, head: str = "kind"
) -> str:
    rows = [f"| {head} | what it does | parameters | rules |", "| --- | --- | --- | --- |"]
    for decl in declarations:
        fields = ", ".join(_field(f) for f in decl.fields if f.name not in (skip or set()))
        if decl.bound_keys:
            fields += " (and values bound as it was made)"
        rules = ", ".join(decl.rules)
        # An effect kind's name for a person (what the builder's forms and lists show) leads.
        what = f"*{decl.label}*: {decl.summary}" if decl.label else decl.summary
        rows.append(f"| `{decl.kind}` | {what} | {fields or '—'} | {rules} |")
    return "\n".join(rows) + "\n"


def _field(f: Field) -> str:
    text = f"`{f.name}` ({f.shape.value}"
    if f.doc and f.shape is not Shape.VALUE:
        text += f": {f.doc}"
    if f.choices and len(f.choices) <= 6:
        text += ": " + " / ".join(f.choices)
    if f.required:
        text += ", required"
    elif f.default is not None:
        text += f", default {f.default!r}"
    return text + ")"
