"""Routes of the board editor, under ``/b/<key>/`` (builder.scenarios.views.editor)."""

from __future__ import annotations

from django.urls import path

from builder.scenarios.views import editor

draft_urls = [
    path("game/", editor.set_game, name="builder-editor-game"),
    path("players/<slug:player_id>/", editor.update_player, name="builder-editor-player"),
    path("suggest/", editor.suggest, name="builder-editor-suggest"),
    path("objects/<str:object_id>/tap/", editor.toggle_tapped, name="builder-editor-tap"),
    path("objects/<str:object_id>/move/", editor.move_object, name="builder-editor-move"),
    path("objects/<str:object_id>/state/", editor.update_object, name="builder-editor-object"),
    path(
        "objects/<str:object_id>/counters/", editor.change_counters, name="builder-editor-counters"
    ),
    path("objects/<str:object_id>/remove/", editor.remove_object, name="builder-editor-remove"),
    path("effects/", editor.add_effect, name="builder-editor-add-effect"),
    path("effects/remove/", editor.remove_effect, name="builder-editor-remove-effect"),
    path("custom-cards/", editor.define_custom_card, name="builder-editor-custom-card"),
    path("custom-cards/ability/", editor.add_custom_ability, name="builder-editor-custom-ability"),
    path("custom-cards/trigger/", editor.add_custom_trigger, name="builder-editor-custom-trigger"),
    path("custom-cards/remove/", editor.remove_custom_card, name="builder-editor-remove-custom"),
]
