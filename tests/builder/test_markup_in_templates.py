"""Markup lives in templates only (issue 30): no Python under builder/ writes an HTML tag.

Every string literal of builder/**/*.py is scanned (f-strings with their placeholders as ``{}``)
for the start of an HTML element: ``<`` or ``</`` followed by an element's name and then a space,
``/``, ``>`` or the end of the string (so ``"<div "`` + ... is caught too).  Docstrings and other
bare string statements are skipped: they describe, they never reach a page.  URL patterns such as
``/s/<id>/`` are not elements.  There is no allow-list.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

BUILDER = Path(__file__).resolve().parents[2] / "builder"

# The elements of the HTML standard (obsolete ones included: they are still tags).
ELEMENT_NAMES = """a abbr acronym address area article aside audio b base bdi bdo big blink blockquote body br
    button canvas caption center cite code col colgroup data datalist dd del details dfn dialog dir
    div dl dt em embed fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6
    head header hgroup hr html i iframe img input ins kbd label legend li link main map mark marquee
    menu meta meter nav nobr noframes noscript object ol optgroup option output p param picture
    plaintext pre progress q rp rt ruby s samp script search section select slot small source span
    strike strong style sub summary sup svg table tbody td template textarea tfoot th thead time
    title tr track tt u ul var video wbr math path circle rect line polyline polygon g use"""
ELEMENTS = frozenset(ELEMENT_NAMES.split())
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)(?=[\s/>]|$)")


def literal_text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            part.value if isinstance(part, ast.Constant) else "{}" for part in node.values
        )
    return None


def skipped_strings(tree: ast.AST) -> set[int]:
    """The ids of docstrings and other string statements (no value is made of them), and of the
    parts of f-strings (each f-string is read whole)."""
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and literal_text(node.value) is not None:
            skipped.add(id(node.value))
        elif isinstance(node, ast.JoinedStr):
            skipped.update(id(part) for part in ast.walk(node) if part is not node)
    return skipped


def tags_in(source: str) -> Iterator[tuple[int, str]]:
    """(line, tag name) of each HTML tag in the string literals of ``source``."""
    tree = ast.parse(source)
    skipped = skipped_strings(tree)
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        text = literal_text(node)
        if text is None:
            continue
        for match in TAG.finditer(text):
            if match.group(1).lower() in ELEMENTS:
                yield node.lineno, match.group(0)


def test_the_scan_finds_tags_in_every_kind_of_string() -> None:
    source = '''
"""A docstring may name <span> and <option>s."""
def label(x):
    """So may this one: <li>."""
    a = format_html('<span class="{}">{}</span>', x, x)
    b = f"<li>{x}</li>"
    c = "<div " + x + ">"
    d = "<BR/>"
    e = "/cards/<name>/ and /s/<id>/ and x < y"
    return a, b, c, d, e
'''
    found = sorted(tags_in(source))
    assert found == sorted(
        [(5, "<span"), (5, "</span"), (6, "<li"), (6, "</li"), (7, "<div"), (8, "<BR")]
    )


def test_no_python_under_builder_writes_html() -> None:
    found = [
        f"{path.relative_to(BUILDER.parent)}:{line}: {tag}"
        for path in sorted(BUILDER.rglob("*.py"))
        for line, tag in tags_in(path.read_text(encoding="utf-8"))
    ]
    assert not found, "HTML markup in Python; move it to a template:\n" + "\n".join(found)
