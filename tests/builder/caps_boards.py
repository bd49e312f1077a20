"""Boards at the builder's input caps (issue 29: 300 objects, 40 actions in a paste), shaped to
make the draft page as big as it gets: the caps tests (tests/builder/scenarios/
test_caps_and_page_size.py) check their page size, and bench/bench_caps.py their CPU time."""

from __future__ import annotations


def notation(players: int, zones: list[tuple[str, str, int]], actions: int = 0) -> str:
    lines = (["format free_for_all"] if players > 2 else []) + ["turn 3 A precombat_main"]
    for index in range(players):
        player = "ABCDEFGH"[index]
        lines.append(f"player {player} P{player} 20")
        lines += [f"  {zone}: " + "; ".join([card] * n) for zone, card, n in zones if n]
    return "\n".join(lines + ["action advance"] * actions) + "\n"


# Boards at the cap, shaped to make the page as big as it gets.
AT_THE_CAP = {
    "two players, every permanent on the battlefield": notation(
        2, [("battlefield", "Grizzly Bears", 150)]
    ),
    "four players, every zone full": notation(
        4,
        [
            ("battlefield", "Grizzly Bears", 25),
            ("battlefield", "Forest", 10),
            ("hand", "Giant Growth", 10),
            ("graveyard", "Shock", 10),
            ("exile", "Shock", 10),
            ("library", "Forest", 10),
        ],
    ),
    "eight players": notation(
        8,
        [
            ("battlefield", "Grizzly Bears", 12),
            ("battlefield", "Forest", 5),
            ("hand", "Giant Growth", 5),
            ("graveyard", "Shock", 5),
            ("exile", "Shock", 5),
            ("library", "Forest", 5),
        ],
    ),
}

# A paste at the caps: 300 objects and 40 actions.
PASTE_AT_THE_CAPS = notation(
    2, [("battlefield", "Grizzly Bears", 50), ("library", "Forest", 100)], 40
)
