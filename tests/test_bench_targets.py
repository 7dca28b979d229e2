"""The eval benchmark times steps by wrapping functions found by name; a renamed function would
silently drop out of the breakdown, so every name must still resolve."""

import importlib

from harness.bench.eval_phase import _TIMED


def test_every_timed_step_names_an_existing_function():
    missing = []
    for label, module, name in _TIMED:
        owner = importlib.import_module(module)
        for part in name.split("."):
            owner = getattr(owner, part, None)
            if owner is None:
                missing.append(f"{label.strip()}: {module}.{name}")
                break
    assert missing == []
