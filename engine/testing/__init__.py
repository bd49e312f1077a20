"""Helpers for rules tests: a tiny scenario builder, strict application and outcome lookups."""
