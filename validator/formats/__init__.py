"""Formats and Limit Regulation lists, built from the data in `regulations/`."""

from validator.formats.model import FormatDefinition, LimitList, Rules
from validator.formats.regulations import (
    DateError,
    Format,
    Regulations,
    load_regulations,
    parse_date,
)

__all__ = [
    "DateError",
    "Format",
    "FormatDefinition",
    "LimitList",
    "Regulations",
    "Rules",
    "load_regulations",
    "parse_date",
]
