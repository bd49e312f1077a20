"""Routes of the drafts: the home page, a new draft, and under ``/b/<key>/`` the draft page, its
play panels (here), the board editor (``urls_editor``) and the notation (``urls_notation``)."""

from __future__ import annotations

from django.urls import include, path

from builder.scenarios import urls_editor, urls_notation
from builder.scenarios.views import actions, drafts, editor, pages

draft_urls = [
    path("act/", actions.act, name="builder-act"),
    path("judge/<slug:kind>/", actions.judge, name="builder-judge"),
    path("attack/", actions.attack, name="builder-attack"),
    path("block/", actions.block, name="builder-block"),
    path("decide/", actions.decide, name="builder-decide"),
    path("decide/cancel/", actions.cancel_decision, name="builder-decide-cancel"),
    path("outcomes/", actions.outcomes, name="builder-outcomes"),
    path("outcomes/choose/", actions.choose_outcome, name="builder-outcome-choose"),
    path("history/", actions.history, name="builder-history"),
    path("history/go/", actions.go_to_step, name="builder-history-go"),
    path("history/back/", actions.step_back, name="builder-history-back"),
    path("history/forward/", actions.step_forward, name="builder-history-forward"),
    path("log/", actions.log, name="builder-log"),
]

setup_urls = [
    path("", drafts.draft, name="builder-draft"),
    path("life/", editor.set_life, name="builder-set-life"),
    path("cards/", editor.add_card, name="builder-add-card"),
]

urlpatterns = [
    path("", pages.home, name="builder-home"),
    path("new/", drafts.new, name="builder-new"),
    path("b/<slug:key>/", include(setup_urls)),
    path("b/<slug:key>/", include(draft_urls)),  # actions, decisions, history, log
    path("b/<slug:key>/", include(urls_editor.draft_urls)),  # the board editor
    path("b/<slug:key>/", include(urls_notation.draft_urls)),  # paste a board as text
]
