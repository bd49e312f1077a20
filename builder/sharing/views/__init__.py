"""The share pages, embeds, oEmbed, import/export, the gallery and the access checks they share."""

from __future__ import annotations
