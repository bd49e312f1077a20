"""WSGI entry point: ``gunicorn builder.wsgi``."""

from __future__ import annotations

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "builder.settings")

application = get_wsgi_application()

# The card search index is built (or loaded from its file) as the server starts, not on the
# first search or card suggestion (docs/deploy.md): ``runserver`` and gunicorn's master (which
# preloads the app, builder.gunicorn_conf) import this module before serving.
from builder.cards.search import warm_index  # noqa: E402 - needs the app set up just above

warm_index()
