"""A scenario family's edit token: a secret given once to whoever saved it (their link to edit),
stored only as its digest and compared in constant time."""

from __future__ import annotations

import hashlib
import hmac
import secrets

from builder.sharing.models import ScenarioFamily

TOKEN_BYTES = 32  # 256 bits
MAX_TOKEN_LENGTH = 100


def new_edit_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def check_edit_token(family: ScenarioFamily, token: str | None) -> bool:
    """True if ``token`` is the family's edit token (constant-time comparison of digests)."""
    return token_matches(token, family.edit_token_hash)


def token_matches(token: str | None, edit_token_hash: str) -> bool:
    """True if ``token``'s digest is ``edit_token_hash`` (compared in constant time)."""
    if not token or len(token) > MAX_TOKEN_LENGTH or not edit_token_hash:
        return False
    return hmac.compare_digest(hash_token(token), edit_token_hash)
