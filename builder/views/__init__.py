"""Views of the builder app, one module per resource; URLs live in builder/urls*.py."""

from __future__ import annotations
