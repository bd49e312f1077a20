"""Comparing a page's screenshot with its stored one (tests/browser/screenshots/*.png).

A layout change shows up as a failure; anti-aliasing and font hinting don't: two pixels count
as different only when a channel differs by more than ``CHANNEL_TOLERANCE``, and the images
match when at most ``PIXEL_TOLERANCE`` of their pixels differ. On a failure the new screenshot
and a difference image are written beside the stored one (``*.new.png``, ``*.diff.png``,
ignored by git).

To store new baselines after an intended change (see tests/browser/screenshots/README.md; only
the missing ones and those that differ beyond the tolerance are written, so the others don't
churn):

    STACKBOARD_UPDATE_SCREENSHOTS=1 .venv/bin/pytest tests/browser/test_screenshots.py
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from PIL import Image, ImageChops

BASELINES = Path(__file__).parent / "screenshots"
CHANNEL_TOLERANCE = 48  # of 255: hinting and anti-aliasing move edges by less than this
PIXEL_TOLERANCE = 0.01  # at most 1% of the pixels may differ beyond it
UPDATE = os.environ.get("STACKBOARD_UPDATE_SCREENSHOTS") == "1"


def differing_fraction(stored: Image.Image, taken: Image.Image) -> float:
    """The fraction of pixels where some channel differs by more than CHANNEL_TOLERANCE."""
    difference = ImageChops.difference(stored.convert("RGB"), taken.convert("RGB"))
    strongest = difference.convert("L").point(lambda v: 255 if v > CHANNEL_TOLERANCE else 0)
    histogram = strongest.histogram()
    return histogram[255] / (stored.width * stored.height)


def compare_with_baseline(name: str, png: bytes) -> str:
    """ "" when the screenshot matches its baseline, else what differs (and files to look at)."""
    path = BASELINES / f"{name}.png"
    taken = Image.open(io.BytesIO(png))
    if not path.exists():
        return store(taken, path) if UPDATE else missing(taken, path)
    stored = Image.open(path)
    if stored.size != taken.size:
        if UPDATE:
            return store(taken, path)
        taken.save(path.with_suffix(".new.png"))
        return f"{path.name}: size {taken.size} instead of {stored.size}"
    fraction = differing_fraction(stored, taken)
    if fraction <= PIXEL_TOLERANCE:
        return ""  # even when updating: a baseline within the tolerance stays as it is
    if UPDATE:
        return store(taken, path)
    taken.save(path.with_suffix(".new.png"))
    ImageChops.difference(stored.convert("RGB"), taken.convert("RGB")).save(
        path.with_suffix(".diff.png")
    )
    return f"{path.name}: {fraction:.1%} of the pixels differ (at most {PIXEL_TOLERANCE:.0%})"


def store(taken: Image.Image, path: Path) -> str:
    BASELINES.mkdir(exist_ok=True)
    taken.save(path, optimize=True)
    return ""


def missing(taken: Image.Image, path: Path) -> str:
    taken.save(path.with_suffix(".new.png"))
    return f"{path.name} has no baseline: see tests/browser/screenshots/README.md"
