"""What sharing does, as named functions: saving a draft as a revision, share pages, forks,
edit links, embeds and oEmbed, preview images, import/export and the gallery. Views call these;
they raise ``ServiceError`` (``builder.scenarios.services``) for input they can't act on."""

from __future__ import annotations

from builder.scenarios.services import ServiceError
from builder.sharing.services.edit_tokens import check_edit_token
from builder.sharing.services.exchange import (
    check_import,
    do_import,
    export_filename,
    export_json,
    question_text,
)
from builder.sharing.services.gallery import do_fork_example, example_page
from builder.sharing.services.gallery import sections as gallery_sections
from builder.sharing.services.previews import preview_png
from builder.sharing.services.revisions import (
    SavedRevision,
    SharePage,
    browse_page,
    can_view,
    do_annotate,
    do_copy_revision,
    do_fork,
    do_open_board_for_editing,
    do_open_for_editing,
    do_save,
    embed_facts,
    fitted_embed_height,
    latest_for,
    latest_revision,
    load_examples,
    oembed_data,
    oembed_width,
    scenarios_of,
    share_page,
    shown_step,
)

__all__ = [
    "ServiceError",
    "SavedRevision",
    "SharePage",
    "browse_page",
    "can_view",
    "check_edit_token",
    "check_import",
    "do_annotate",
    "do_copy_revision",
    "do_fork",
    "embed_facts",
    "fitted_embed_height",
    "do_import",
    "do_open_board_for_editing",
    "do_open_for_editing",
    "do_save",
    "do_fork_example",
    "example_page",
    "export_filename",
    "export_json",
    "gallery_sections",
    "latest_for",
    "latest_revision",
    "load_examples",
    "oembed_data",
    "oembed_width",
    "preview_png",
    "question_text",
    "scenarios_of",
    "share_page",
    "shown_step",
]
