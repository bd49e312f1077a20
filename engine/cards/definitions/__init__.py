"""Built-in card definitions, one module per group; each module exports CARDS."""
