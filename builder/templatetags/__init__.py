"""Template tags and filters of the builder app."""
