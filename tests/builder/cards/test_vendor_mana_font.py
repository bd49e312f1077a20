"""`manage.py vendor_mana_font PACKAGE_DIR` (make mana-font): the stylesheet with its font rule
pointing at the WOFF2 file beside it, and the font copied; a wrong folder is a clear error."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from builder.management.commands import vendor_mana_font


def test_it_rewrites_the_font_rule_and_copies_the_font(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "package"
    (package / "css").mkdir(parents=True)
    (package / "fonts").mkdir()
    (package / "css" / "mana.min.css").write_text(
        '\ufeff@font-face{font-family:"Mana";src:url("../fonts/mana.eot")}.ms{font:14px Mana}'
        "/*# sourceMappingURL=mana.min.css.map */",
        encoding="utf-8",
    )
    (package / "fonts" / "mana.woff2").write_bytes(b"wOF2 font")
    target = tmp_path / "static"
    monkeypatch.setattr(vendor_mana_font, "TARGET", target)

    call_command("vendor_mana_font", str(package))

    css = (target / "mana.min.css").read_text(encoding="utf-8")
    assert css.startswith('@font-face{font-family:"Mana";src:url("mana.woff2") format("woff2")')
    assert ".ms{font:14px Mana}" in css
    assert "../fonts" not in css and "sourceMappingURL" not in css and "\ufeff" not in css
    assert (target / "mana.woff2").read_bytes() == b"wOF2 font"


def test_a_folder_that_is_not_the_package_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(CommandError, match="the unpacked package"):
        call_command("vendor_mana_font", str(tmp_path))


def test_the_vendored_files_are_in_the_static_folder() -> None:
    css = (vendor_mana_font.TARGET / "mana.min.css").read_text(encoding="utf-8")
    assert 'url("mana.woff2")' in css and ".ms-cost" in css
    assert (vendor_mana_font.TARGET / "mana.woff2").stat().st_size > 100_000
