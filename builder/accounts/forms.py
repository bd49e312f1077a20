"""The sign-up form: Django's own, with its password checks."""

from __future__ import annotations

from django.contrib.auth.forms import UserCreationForm


class SignUpForm(UserCreationForm):
    pass
