"""Operations: what every request passes through and what keeps the site up, whatever the page.

The request log and the health endpoint (``monitoring``), security headers and framing
(``security``), rate limits (``ratelimits``), request and JSON size limits (``request_limits``,
``jsonlimits``), the htmx request type (``htmx``), and generic JSON helpers (``jsonvalues``,
``jsonstream``).

The bottom layer of ``builder``: it imports no other concept (import-linter contract
``builder-layers``, docs/web-app-layout.md)."""

from __future__ import annotations
