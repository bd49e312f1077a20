"""The job page, included by ``builder.urls`` at the site root."""

from __future__ import annotations

from django.urls import path

from builder.jobs import views

urlpatterns = [
    path("jobs/<slug:key>/", views.job, name="builder-job"),
]
