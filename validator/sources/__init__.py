"""Readers of the upstream data, the builders of the bundled data from it, and `update`."""
