"""Saved scenarios, saving a draft, embeds, oEmbed, import/export and the gallery; included by
``builder.urls`` at the site root (a puzzle's routes under ``/s/<id>/``: ``builder.puzzles.urls``)."""

from __future__ import annotations

from django.urls import include, path

from builder.sharing.views import embed, exchange, gallery
from builder.sharing.views import share as sharing

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
]

urlpatterns = [
    path("b/<slug:key>/save/", sharing.save, name="builder-save"),
    path("s/<slug:public_id>/", include(scenario_urls)),
    path("oembed", embed.oembed, name="builder-oembed"),
    path("import/", exchange.import_scenario, name="builder-import"),
    path("browse/", gallery.browse, name="builder-browse"),
    path("examples/", gallery.examples, name="builder-examples"),
    path("examples/<str:key>/", gallery.example, name="builder-example"),
    path("examples/<str:key>/fork/", gallery.fork_example, name="builder-example-fork"),
    path("examples/<str:key>/embed/", gallery.embed_example, name="builder-example-embed"),
]
