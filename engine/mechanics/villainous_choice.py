"""Face a villainous choice (701.55): placeholder, filled in below."""
