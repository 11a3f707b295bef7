"""Readers of the upstream data and the builders of the bundled data from it."""
