"""Command line: check the engine without the web app.

python -m engine run FILE.json       apply the document's actions; print state, log, pending
python -m engine explore FILE.json   distinct outcomes of the last action over all choices
python -m engine schema              the scenario document's JSON Schema
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from engine.core.errors import IllegalAction, InvalidDocument
from engine.document.codec import dump, load
from engine.document.schema import scenario_schema
from engine.game.play import apply_all, explore
from engine.game.render import characteristics_report

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


def _actions(doc: dict[str, Any]) -> list[dict[str, Any]]:
    actions = doc.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, dict) for a in actions):
        raise InvalidDocument("actions must be a list of objects", "actions")
    return actions


def run(path: str) -> dict[str, Any]:
    doc = _read(path)
    state = load(doc)
    result, log = apply_all(state, _actions(doc))
    return {
        "state": dump(result.state),
        "log": [e.to_json() for e in log],
        "pending": result.pending.to_json() if result.pending else None,
        "characteristics": characteristics_report(result.state),
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
    sub.add_parser("schema", help="print the scenario JSON Schema")
    args = parser.parse_args(argv)
    try:
        if args.command == "schema":
            output: Any = scenario_schema()
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
