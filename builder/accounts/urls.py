"""Accounts: the list of one's scenarios, sign up, sign in (throttled) and Django's sign-out view."""

from __future__ import annotations

from django.contrib.auth import views as auth_views
from django.urls import path

from builder.accounts import views as accounts

urlpatterns = [
    path("mine/", accounts.mine, name="builder-mine"),
    path("accounts/login/", accounts.SignInView.as_view(next_page="builder-mine"), name="login"),
    path(
        "accounts/logout/", auth_views.LogoutView.as_view(next_page="builder-home"), name="logout"
    ),
    path("accounts/signup/", accounts.signup, name="builder-signup"),
]
