"""The board notation in the builder: paste a board (docs/notation.md).

A POST that works without JavaScript (redirect back to the builder) and with htmx (the
``workspace`` fragment); a notation that can't be read comes back in the form with its line
and column and status 400, and the draft is left as it was.
"""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from builder.operations.heavy_work import refused_when_busy
from builder.scenarios.notation_forms import PasteBoardForm
from builder.scenarios.services import ServiceError
from builder.scenarios.services.notation import do_paste_board
from builder.scenarios.views.drafts import HtmxHttpRequest, _get_draft, _render_draft


@require_POST
@refused_when_busy
def paste_board(request: HtmxHttpRequest, key: str) -> HttpResponse:
    draft = _get_draft(key)
    form = PasteBoardForm(request.POST)
    if form.is_valid():
        try:
            message = do_paste_board(draft, form.cleaned_data["notation"])
        except ServiceError as error:
            form.add_error("notation", error.message)
        else:
            messages.success(request, message)
            if request.htmx:
                return _render_draft(request, draft)
            return redirect("builder-draft", key=draft.key)
    return _render_draft(request, draft, bound=("paste_form", form), status=400)
