"""The catalog's one error: a name it does not know."""

from __future__ import annotations

import difflib

LISTED_WHOLE = 12  # longer lists (112 task ids) are shortened to the closest names


class UnknownName(ValueError):
    """A name that is not in the catalog; the message lists the valid ones (or, when there are
    many, the closest few and where to see them all)."""

    def __init__(self, what: str, name: str, valid: list[str]):
        self.what, self.name, self.valid = what, name, valid
        if len(valid) <= LISTED_WHOLE:
            hint = f"valid: {', '.join(valid)}"
        else:
            close = difflib.get_close_matches(name, valid, n=5, cutoff=0.5)
            hint = (f"closest: {', '.join(close)}; " if close else "") + \
                f"{len(valid)} {what}s in all (`python -m harness tasks`)"  # fmt: skip
        super().__init__(f"unknown {what} {name!r}; {hint}")
