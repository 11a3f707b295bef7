"""rushdeck: deck construction and regulation validator for Yu-Gi-Oh! Rush Duel."""

__version__ = "0.1.0"
