"""Optional accounts: sign up, sign in (Django's view, throttled per client and per account:
``SignInView``) and the list of one's own scenarios; signing out is Django's own view.  Nobody
needs an account to save or share."""

from __future__ import annotations

import hashlib
from typing import Any

from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import AuthenticationForm
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods

from builder.accounts.forms import SignUpForm
from builder.operations import ratelimits
from builder.operations.heavy_work import (
    HeavyWorkBusy,
    busy_response,
    heavy_work,
    refused_when_busy,
)
from builder.operations.ratelimits import rate_limited
from builder.sharing import services


@require_GET
@login_required
def mine(request: HttpRequest) -> HttpResponse:
    scenarios = services.scenarios_of(request.user)  # type: ignore[arg-type]
    return render(request, "accounts/share_mine.html", {"scenarios": scenarios})


@require_http_methods(["GET", "POST"])
@rate_limited("logins", signed_in_too=True)
@refused_when_busy
def signup(request: HttpRequest) -> HttpResponse:
    form = SignUpForm(request.POST or None)
    if request.method == "POST":
        with heavy_work("sign-in"):  # the password validators and the hasher
            valid = form.is_valid()
            user = form.save() if valid else None
        if user is not None:
            login(request, user)
            return redirect("builder-mine")
    status = 400 if request.method == "POST" else 200
    return render(request, "registration/signup.html", {"form": form}, status=status)


class SignInView(auth_views.LoginView):
    """Django's sign-in, throttled twice: every attempt counts against the client's ``logins``
    limit, and every failed one against the account's ``login_failures`` limit (whatever client
    sent it).  A client over its limit is refused before the password is checked, so its
    attempts don't count against the account: one client hammering the form locks out only
    itself, never the account's owner nor anyone else."""

    def post(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        refusal = ratelimits.check(request, "logins", signed_in_too=True)
        if refusal is None:
            refusal = ratelimits.exceeded("login_failures", account_of(request))
        if refusal is not None:
            return ratelimits.too_many_requests(request, refusal)
        try:
            # The password check (about 0.25 s of CPU) takes a slot of its own pool.
            with heavy_work("sign-in"):
                return super().post(request, *args, **kwargs)
        except HeavyWorkBusy as busy:
            return busy_response(request, busy)

    def form_invalid(self, form: AuthenticationForm) -> HttpResponse:
        ratelimits.count("login_failures", account_of(self.request))
        return super().form_invalid(form)


def account_of(request: HttpRequest) -> str:
    """The account a sign-in names, as the rate limit counts it: a digest of the user name
    (case and surrounding spaces ignored), never the typed text itself."""
    username = str(request.POST.get("username", "")).strip().casefold()
    return "account-" + hashlib.sha256(username.encode()).hexdigest()[:32]
