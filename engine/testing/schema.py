"""Validating documents against the published JSON Schema in tests: the schema is checked against
its metaschema once, not on every call (jsonschema.validate does both, and the generated schema is
large)."""

from __future__ import annotations

from functools import cache
from typing import Any

import jsonschema
from jsonschema.protocols import Validator

from engine.document.schema import scenario_schema


@cache
def _validator() -> Validator:
    schema = scenario_schema()
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator: Validator = cls(schema)
    return validator


def validate_document(document: Any) -> None:
    """Raise jsonschema.ValidationError when the document doesn't match the schema."""
    _validator().validate(document)
