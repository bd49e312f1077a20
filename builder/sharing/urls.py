"""Saved scenarios, embeds, oEmbed, import/export, puzzles, the gallery and accounts; included
by ``builder.urls`` at the site root."""

from __future__ import annotations

from django.contrib.auth import views as auth_views
from django.urls import include, path

from builder.ratelimits import rate_limited
from builder.views import accounts, embed, exchange, gallery, puzzle_authoring, puzzles, sharing

scenario_urls = [
    path("", sharing.scenario, name="builder-scenario"),
    path("latest/", sharing.latest, name="builder-scenario-latest"),
    path("fork/", sharing.fork, name="builder-scenario-fork"),
    path("edit/", sharing.edit, name="builder-scenario-edit"),
    path("edit/annotations/", sharing.annotate, name="builder-scenario-annotate"),
    path("edit/open/", sharing.open_in_builder, name="builder-scenario-open"),
    path("embed/", embed.embed, name="builder-embed"),
    path("preview.png", embed.preview, name="builder-scenario-preview"),
    path("scenario.json", exchange.scenario_json, name="builder-scenario-json"),
    path("question.txt", exchange.question_txt, name="builder-scenario-question"),
    path("puzzle.pzl", puzzle_authoring.puzzle_pzl, name="builder-puzzle-pzl"),
    path("edit/puzzle/", puzzle_authoring.edit_puzzle, name="builder-puzzle-edit"),
    # Solve mode, on the share page and in the embed (builder.views.puzzles).
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
    path("oembed", embed.oembed, name="builder-oembed"),
    path("import/", exchange.import_scenario, name="builder-import"),
    path("puzzles/", puzzle_authoring.puzzle_list, name="builder-puzzles"),
    path("puzzles/import/", puzzle_authoring.import_pzl, name="builder-puzzle-import"),
    path("browse/", gallery.browse, name="builder-browse"),
    path("examples/", gallery.examples, name="builder-examples"),
    path("examples/<str:key>/", gallery.example, name="builder-example"),
    path("examples/<str:key>/fork/", gallery.fork_example, name="builder-example-fork"),
    path("examples/<str:key>/embed/", gallery.embed_example, name="builder-example-embed"),
    path("mine/", accounts.mine, name="builder-mine"),
    path(
        "accounts/login/",
        rate_limited("logins", signed_in_too=True)(
            auth_views.LoginView.as_view(next_page="builder-mine")
        ),
        name="login",
    ),
    path(
        "accounts/logout/", auth_views.LogoutView.as_view(next_page="builder-home"), name="logout"
    ),
    path("accounts/signup/", accounts.signup, name="builder-signup"),
]
