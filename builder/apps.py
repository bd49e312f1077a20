from __future__ import annotations

from django.apps import AppConfig


class BuilderConfig(AppConfig):
    name = "builder"
    verbose_name = "Stackboard builder"
    default_auto_field = "django.db.models.BigAutoField"
