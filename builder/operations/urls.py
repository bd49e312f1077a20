"""The health endpoint a load balancer polls."""

from __future__ import annotations

from django.urls import path

from builder.operations import monitoring

urlpatterns = [
    path("healthz", monitoring.healthz, name="builder-healthz"),
]
