"""Issue 29, point 5: request log fields can't forge or recolor a line, a GET never creates a
session, and ``make serve``'s own settings pass ``check --deploy --fail-level WARNING``."""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

import pytest
from django.contrib.sessions.models import Session
from django.test import Client
from django.urls import reverse

from builder.puzzles.views.solve import READER_SESSION_KEY
from tests.builder.puzzle_helpers import bolt_puzzle

ROOT = Path(__file__).resolve().parents[3]

# --- the request log -----------------------------------------------------------------------------

HOSTILE_PATHS = {
    "CR LF": ("/x\r\nmethod=GET path=/forged", r"/x\r\nmethod=GET path=/forged"),
    "ANSI escape": ("/\x1b[31mred\x1b[0m", r"/\x1b[31mred\x1b[0m"),
    "line separators": ("/a\u2028b\u2029c", r"/a\u2028b\u2029c"),
    "C1 next line and DEL": ("/a\x85b\x7f", r"/a\x85b\x7f"),
    "other C0": ("/\x00\x08\x0b\x0c\x1c\x1f", r"/\x00\x08\x0b\x0c\x1c\x1f"),
    "bidi override": ("/a\u202eb\u2066", r"/a\u202eb\u2066"),
}


@pytest.mark.django_db
@pytest.mark.parametrize("name", HOSTILE_PATHS)
def test_every_control_and_line_separator_in_a_path_is_escaped_in_the_log(
    client: Client, caplog: pytest.LogCaptureFixture, name: str
) -> None:
    raw, escaped = HOSTILE_PATHS[name]
    caplog.set_level(logging.INFO, logger="stackboard.requests")
    client.get(quote(raw))  # as a client sends it: %0D%0A, %1B, %E2%80%A8 ...
    [line] = [r.getMessage() for r in caplog.records if r.name == "stackboard.requests"]
    assert f'path="{escaped}" status=404' in line
    assert line.isprintable(), repr(line)  # no control, separator or format character left
    assert len(line.splitlines()) == 1


@pytest.mark.django_db
def test_a_plain_path_is_logged_as_it_is(client: Client, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="stackboard.requests")
    client.get("/cards/Æther/")
    [line] = [r.getMessage() for r in caplog.records if r.name == "stackboard.requests"]
    assert line.startswith("method=GET path=/cards/Æther/ status=404 ")


# --- sessions ------------------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("page", ["builder-scenario", "builder-embed"])
def test_a_cookieless_get_of_a_puzzle_writes_no_session(page: str) -> None:
    puzzle = bolt_puzzle()
    for _ in range(3):
        response = Client().get(reverse(page, args=[puzzle.scenario.public_id]))
        assert response.status_code == 200
        assert 'name="reader" value="' in response.content.decode()
        assert "sessionid" not in response.cookies
    assert Session.objects.count() == 0


@pytest.mark.django_db
def test_the_first_move_on_the_share_page_keeps_the_readers_progress_in_a_session() -> None:
    puzzle = bolt_puzzle()
    page = reverse("builder-scenario", args=[puzzle.scenario.public_id])
    browser = Client(enforce_csrf_checks=True)
    body = browser.get(page).content.decode()
    token = reader_token(body)
    csrf = browser.cookies["csrftoken"].value
    act = reverse("builder-puzzle-act", args=[puzzle.scenario.public_id])
    response = browser.post(
        act, {"reader": token, "option": "activate:m1:0", "csrfmiddlewaretoken": csrf}
    )
    assert response.status_code == 302
    assert Session.objects.count() == 1 and READER_SESSION_KEY in browser.session
    # The bare page, without the form's key, shows the move: it was kept.
    assert "(1 so far)" in browser.get(page).content.decode()


@pytest.mark.django_db
def test_a_fresh_key_in_a_link_is_never_adopted() -> None:
    """Only the form of the page that minted a fresh key carries it back: one put in a link
    (someone else's) is used for that page but never kept in the visitor's session."""
    puzzle = bolt_puzzle()
    embed = reverse("builder-embed", args=[puzzle.scenario.public_id])
    act = reverse("builder-embed-act", args=[puzzle.scenario.public_id])
    theirs = reader_token(Client().get(embed).content.decode())
    visitor = Client()
    linked = reader_token(visitor.get(embed, {"reader": theirs}).content.decode())
    own_page = {"Sec-Fetch-Site": "same-origin"}
    visitor.post(act, {"reader": linked, "option": "activate:m1:0"}, headers=own_page)
    assert READER_SESSION_KEY not in visitor.session
    # The visitor's own fresh key, from their own page, is kept.
    mine = reader_token(visitor.get(embed).content.decode())
    visitor.post(act, {"reader": mine, "option": "activate:m1:0"}, headers=own_page)
    assert visitor.session[READER_SESSION_KEY].startswith("r-")
    # And an embed move a page elsewhere makes the browser send is never adopted.
    stranger = Client()
    token = reader_token(stranger.get(embed).content.decode())
    stranger.post(
        act, {"reader": token, "option": "activate:m1:0"}, headers={"Sec-Fetch-Site": "cross-site"}
    )
    assert READER_SESSION_KEY not in stranger.session


def reader_token(body: str) -> str:
    found = re.search(r'name="reader" value="([^"]+)"', body)
    assert found is not None
    return found.group(1)


# --- check --deploy with make serve's settings ---------------------------------------------------


def make_check_deploy(**extra: str) -> subprocess.CompletedProcess[str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "SECRET_KEY", "SECURE_", "PROXY_", "MAKE"))
    }
    env.update(
        SECRET_KEY="a-check-deploy-test-key-0123456789abcdefghijklmnopqrstuvwxyz-ABC", **extra
    )
    return subprocess.run(
        ["make", "-s", "check-deploy", f"PY={sys.executable}"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )


def test_make_serves_defaults_pass_the_deploy_check_at_warning_level() -> None:
    result = make_check_deploy()
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues (0 silenced)." in result.stdout


def test_a_proxy_that_redirects_itself_turns_the_redirect_off_and_says_so() -> None:
    result = make_check_deploy(PROXY_REDIRECTS_TO_HTTPS="1")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues (1 silenced)." in result.stdout


def test_turning_the_redirect_off_without_saying_why_fails_the_check() -> None:
    result = make_check_deploy(SECURE_SSL_REDIRECT="0")
    assert result.returncode != 0
    assert "security.W008" in result.stderr
