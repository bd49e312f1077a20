"""A background job's page in a real browser: htmx polls its progress and swaps in the result
when the job ends, without reloading the page (issue 17, point 3)."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from builder.models import Job, JobStatus


@pytest.mark.django_db(transaction=True)
def test_the_job_page_shows_progress_then_the_result_in_place(
    live_server: LiveServer, page: Page
) -> None:
    job = Job.objects.create(
        kind="verify-puzzle",
        params={"puzzle": 0},
        status=JobStatus.RUNNING,
        progress=30,
        progress_text="Checked 6,000 positions (at most 20,000)",
    )
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(live_server.url + reverse("builder-job", args=[job.key]))
    status = page.get_by_test_id("job")
    expect(status).to_contain_text("Checked 6,000 positions (at most 20,000)")
    expect(page.get_by_role("progressbar", name="Progress")).to_have_attribute("value", "30")
    page.evaluate("window.__same_page = true")

    Job.objects.filter(pk=job.pk).update(
        progress=80, progress_text="Checked 16,000 positions (at most 20,000)"
    )
    expect(status).to_contain_text("Checked 16,000 positions")
    Job.objects.filter(pk=job.pk).update(
        status=JobStatus.DONE,
        progress=100,
        result={"status": "verified", "label": "Verified", "message": "all lines hold"},
    )
    expect(status).to_contain_text("Done. Verified: all lines hold.")
    assert page.evaluate("window.__same_page") is True  # swapped by htmx, not reloaded
    assert errors == []
