"""Small helpers shared by the strong verifiers: shortening text, scanning lines, the record
that decided a verdict, and the trace `--explain` prints."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterator

MAX_ITEMS = 12


def short(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def scan(text: str, pattern: re.Pattern[str]) -> Iterator[tuple[int, str]]:
    for number, line in enumerate(text.splitlines(), start=1):
        if pattern.search(line):
            yield number, line


def scan_matches(text: str, pattern: re.Pattern[str]) -> Iterator[tuple[int, str, re.Match[str]]]:
    """Every match, line by line: (line number, line, match)."""
    for number, line in enumerate(text.splitlines(), start=1):
        for match in pattern.finditer(line):
            yield number, line, match


def scan_text(text: str, pattern: re.Pattern[str]) -> Iterator[tuple[int, str]]:
    """Matches that may span lines: (line number of the match's start, that line)."""
    lines = text.splitlines()
    for match in pattern.finditer(text):
        number = text.count("\n", 0, match.start()) + 1
        yield number, lines[number - 1] if number <= len(lines) else ""


def decision(rule: str, summary: str, items: list[Any] | None = None) -> dict[str, Any]:
    """The record that settled a verdict: which rule, in one sentence, and the file/line items."""
    return {"rule": rule, "summary": summary, "evidence": list(items or [])[:MAX_ITEMS]}


@dataclass
class Trace:
    """The whole evidence chain of one verdict, section by section, for `harness verify --explain`."""

    sections: dict[str, list[Any]] = field(default_factory=dict)

    def add(self, section: str, *items: Any) -> None:
        self.sections.setdefault(section, []).extend(items)

    def to_dict(self) -> dict[str, list[Any]]:
        return dict(self.sections)
