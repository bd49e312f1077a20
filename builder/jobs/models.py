"""Background jobs: work too long for a request (puzzle verification), run by ``builder.jobs``.

A job's page (``/jobs/<key>/``) shows its progress and, when it ends, its result or why it
failed. The key is the capability to see it, given only to whoever started the job.
"""

from __future__ import annotations

import secrets

from django.db import models

__all__ = ["Job", "JobStatus", "new_job_key"]


def new_job_key() -> str:
    return secrets.token_urlsafe(16)


class JobStatus(models.TextChoices):
    QUEUED = "queued", "Waiting to start"
    RUNNING = "running", "Running"
    DONE = "done", "Done"
    FAILED = "failed", "Failed"


class Job(models.Model):
    key = models.CharField(max_length=32, unique=True, default=new_job_key, editable=False)
    kind = models.CharField(max_length=32)  # a name of builder.jobs.KINDS
    params = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=8, choices=JobStatus.choices, default=JobStatus.QUEUED)
    progress = models.PositiveSmallIntegerField(default=0)  # percent
    progress_text = models.CharField(max_length=200, blank=True)
    result = models.JSONField(null=True, blank=True)
    error = models.TextField(blank=True)  # why it failed, in words a person can act on
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    # Budgets (issue 29): who asked (a digest of the client's address: a per-client cap), what
    # it is about (a newer job about the same thing replaces it), how long it may run, and which
    # process runs it ("host:pid", so a job whose process ended is recognized as such).
    client = models.CharField(max_length=32, blank=True, db_index=True)
    subject = models.CharField(max_length=100, blank=True, db_index=True)
    time_limit = models.PositiveIntegerField(default=120)  # seconds
    worker = models.CharField(max_length=100, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["status"], name="job_status")]

    def __str__(self) -> str:
        return f"Job {self.kind} ({self.status})"

    @property
    def finished(self) -> bool:
        return self.status in (JobStatus.DONE, JobStatus.FAILED)
