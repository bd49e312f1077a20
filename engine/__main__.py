"""Command line: check the engine without the web app.

python -m engine run FILE.json       apply the document's actions; print what isn't applied, state, log, pending
python -m engine explore FILE.json   distinct outcomes of the last action over all choices
python -m engine schema [--write]    the scenario document's JSON Schema (--write: regenerate the
                                     published file from the vocabulary's declarations)
python -m engine vocabulary [--write FILE]
                                     the vocabulary's tables (instructions, effect kinds, triggers,
                                     reference and amount words, target words), as Markdown
                                     (--write: into FILE's generated section)
python -m engine text FILE.json      the board notation of a document (docs/notation.md)
python -m engine text --parse FILE   the document a board notation stands for
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from engine.core.errors import IllegalAction, InvalidDocument
from engine.document.codec import dump, load
from engine.document.schema import scenario_schema, write_schema
from engine.examples import example_from_json
from engine.game.play import apply_all, explore
from engine.game.render import characteristics_report
from engine.notation import dump as notation_dump
from engine.notation import parse as notation_parse
from engine.rules.unapplied import not_applied, summary
from engine.vocabulary.tables import vocabulary_tables, with_tables

MAX_BYTES = 5_000_000


def _read(path: str) -> dict[str, Any]:
    file = Path(path)
    if not file.is_file():
        raise InvalidDocument(f"no such file: {path}")
    if file.stat().st_size > MAX_BYTES:
        raise InvalidDocument(f"{path} is larger than {MAX_BYTES} bytes")
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidDocument(f"{path} is not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise InvalidDocument("a scenario document must be a JSON object")
    return data


def _read_text(path: str) -> str:
    file = Path(path)
    if not file.is_file():
        raise InvalidDocument(f"no such file: {path}")
    if file.stat().st_size > MAX_BYTES:
        raise InvalidDocument(f"{path} is larger than {MAX_BYTES} bytes")
    try:
        return file.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidDocument(f"{path} is not UTF-8 text: {exc}") from exc


def text(path: str) -> str:
    """A document's notation; a built-in example file gives its scenario with its actions."""
    doc = _read(path)
    if "scenario" in doc and "action" in doc:
        doc = example_from_json(doc).scenario_document()
    return notation_dump(doc)


def _actions(doc: dict[str, Any]) -> list[dict[str, Any]]:
    actions = doc.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, dict) for a in actions):
        raise InvalidDocument("actions must be a list of objects", "actions")
    return actions


def run(path: str) -> dict[str, Any]:
    doc = _read(path)
    state = load(doc)
    boards = [state]
    result, log = apply_all(state, _actions(doc), boards)
    # Every answer leads with the text it ignores: of the cards in play on any board of the run.
    ignored = not_applied(*boards)
    return {
        "not_applied": [e.to_json() for e in ignored],
        "not_applied_summary": summary(ignored),
        "state": dump(result.state),
        "log": [e.to_json() for e in log],
        "pending": result.pending.to_json() if result.pending else None,
        "characteristics": characteristics_report(result.state),
        # the judge's stand-ins the answer depends on (engine.game.stand_ins)
        "stand_ins": list(result.stand_ins),
    }


def explore_file(path: str, limit: int) -> dict[str, Any]:
    doc = _read(path)
    actions = _actions(doc)
    if not actions:
        raise InvalidDocument("the document has no actions to explore", "actions")
    before, _ = apply_all(load(doc), actions[:-1])
    if before.pending is not None:
        raise InvalidDocument(
            "an earlier action needs a choice the document doesn't give", "actions"
        )
    exploration = explore(before.state, actions[-1], limit=limit)
    return {
        "not_applied": [e.to_json() for e in exploration.not_applied],
        "complete": exploration.complete,
        "runs": exploration.explored,
        "outcomes": [
            {
                "choices": list(o.choices),
                "paths": o.paths,
                "state": dump(o.state),
                "log": [e.to_json() for e in o.log],
            }
            for o in exploration.outcomes
        ],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engine", description="Stackboard's rules engine"
    )
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("run", help="apply the document's actions").add_argument("file")
    explore_cmd = sub.add_parser("explore", help="every distinct outcome of the last action")
    explore_cmd.add_argument("file")
    explore_cmd.add_argument("--limit", type=int, default=10_000)
    schema_cmd = sub.add_parser("schema", help="print the scenario JSON Schema")
    schema_cmd.add_argument("--write", action="store_true", help="regenerate the published file")
    vocabulary_cmd = sub.add_parser("vocabulary", help="print the vocabulary's tables (Markdown)")
    vocabulary_cmd.add_argument(
        "--write", metavar="FILE", help="replace the generated section of a Markdown file"
    )
    text_cmd = sub.add_parser("text", help="a document's board notation, or --parse one")
    text_cmd.add_argument("file")
    text_cmd.add_argument("--parse", action="store_true", help="read FILE as a notation")
    args = parser.parse_args(argv)
    if args.command == "vocabulary" and args.write:
        target = Path(args.write)
        target.write_text(with_tables(target.read_text(encoding="utf-8")), encoding="utf-8")
        print(f"wrote {target}")
        return 0
    if args.command == "vocabulary":
        sys.stdout.write(vocabulary_tables())
        return 0
    try:
        if args.command == "schema" and args.write:
            print(f"wrote {write_schema()}")
            return 0
        if args.command == "schema":
            output: Any = scenario_schema()
        elif args.command == "text" and not args.parse:
            sys.stdout.write(text(args.file))
            return 0
        elif args.command == "text":
            output = notation_parse(_read_text(args.file))
        elif args.command == "run":
            output = run(args.file)
        else:
            output = explore_file(args.file, args.limit)
    except InvalidDocument as exc:
        print(f"invalid document: {exc}", file=sys.stderr)
        return 2
    except IllegalAction as exc:
        print(f"illegal action: {exc}", file=sys.stderr)
        return 2
    json.dump(output, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
