"""Optional accounts: sign up, and the list of one's own scenarios.  Signing in and out are
Django's own views (``builder.sharing.urls``); nobody needs an account to save or share."""

from __future__ import annotations

from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods

from builder.accounts.forms import SignUpForm
from builder.operations.ratelimits import rate_limited
from builder.sharing import services


@require_GET
@login_required
def mine(request: HttpRequest) -> HttpResponse:
    scenarios = services.scenarios_of(request.user)  # type: ignore[arg-type]
    return render(request, "accounts/share_mine.html", {"scenarios": scenarios})


@require_http_methods(["GET", "POST"])
@rate_limited("logins", signed_in_too=True)
def signup(request: HttpRequest) -> HttpResponse:
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user)
        return redirect("builder-mine")
    status = 400 if request.method == "POST" else 200
    return render(request, "registration/signup.html", {"form": form}, status=status)
