"""The catalog's one error: a name it does not know."""

from __future__ import annotations


class UnknownName(ValueError):
    """A name that is not in the catalog; the message lists the valid ones."""

    def __init__(self, what: str, name: str, valid: list[str]):
        self.what, self.name, self.valid = what, name, valid
        super().__init__(f"unknown {what} {name!r}; valid: {', '.join(valid)}")
