"""A puzzle's routes: authoring and its .pzl file, and solve mode on the share page and in the
embed (``builder.puzzles.views.solve``), under ``/s/<id>/``; the puzzle list and the Forge import."""

from __future__ import annotations

from django.urls import include, path

from builder.puzzles.views import authoring as puzzle_authoring
from builder.puzzles.views import solve as puzzles

scenario_urls = [
    path("puzzle.pzl", puzzle_authoring.puzzle_pzl, name="builder-puzzle-pzl"),
    path("edit/puzzle/", puzzle_authoring.edit_puzzle, name="builder-puzzle-edit"),
    path("edit/puzzle/record/", puzzle_authoring.record_solution, name="builder-puzzle-record"),
    path("solve/", puzzles.act, name="builder-puzzle-act"),
    path("solve/hint/", puzzles.hint, name="builder-puzzle-hint"),
    path("solve/solution/", puzzles.solution, name="builder-puzzle-solution"),
    path("solve/reset/", puzzles.reset, name="builder-puzzle-reset"),
    path("solve/back/", puzzles.take_back, name="builder-puzzle-back"),
    path("solve/suggest/", puzzles.suggest, name="builder-puzzle-suggest"),
    path("embed/solve/", puzzles.embed_act, name="builder-embed-act"),
    path("embed/solve/hint/", puzzles.embed_hint, name="builder-embed-hint"),
    path("embed/solve/solution/", puzzles.embed_solution, name="builder-embed-solution"),
    path("embed/solve/reset/", puzzles.embed_reset, name="builder-embed-reset"),
    path("embed/solve/back/", puzzles.embed_take_back, name="builder-embed-back"),
    path("embed/solve/suggest/", puzzles.embed_suggest, name="builder-embed-suggest"),
]

urlpatterns = [
    path("s/<slug:public_id>/", include(scenario_urls)),
    path("puzzles/", puzzle_authoring.puzzle_list, name="builder-puzzles"),
    path("puzzles/import/", puzzle_authoring.import_pzl, name="builder-puzzle-import"),
]
