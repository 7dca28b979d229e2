"""What the generators produce: documented entries, or the reason there are none. Shared by the
Python and Node generators and by the rendering in core (which calls the generators)."""

from __future__ import annotations

from dataclasses import dataclass, field


class DocsUnavailable(RuntimeError):
    """The docs could not be generated (registry unreachable, install failed, nothing prefetched offline)."""


@dataclass
class Entry:
    """One documented name: `path` is how user code reaches it (flask.Flask, Hono), `members` its most used
    methods or properties, already formatted (one line each)."""

    path: str
    kind: str  # class | function | variable | interface | type | namespace
    signature: str
    doc: str = ""
    members: list[str] = field(default_factory=list)

    def render(self) -> str:
        line = f"- `{self.signature}`" + (f" — {self.doc}" if self.doc else "")
        return "\n".join([line, *[f"  - {m}" for m in self.members]])
