"""The productions of the grammar, a module per family; importing this package declares them all.

Every module of this package is imported (in name order) so that a new family is one new file.
Within a category, productions are tried in the order they are declared.
"""

from __future__ import annotations

import importlib
import pkgutil

for _module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_module}")
