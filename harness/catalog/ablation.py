"""Feature markers in the reference solutions, and the ablated repositories they make.

A reference file marks the code of a feature group with comments (`#` or `//`, any indentation):

    <c> feature-file: NAME              anywhere in a file: the whole file belongs to NAME
    <c> feature-begin: NAME             a block of lines belonging to NAME ...
    <c> feature-else: NAME              ... optionally followed by its replacement, each line commented
    <c> feature-end: NAME                   out (`# code` / `// code`), used only when NAME is removed
    code  <c> feature-line: NAME        one line belonging to NAME

NAME may be a comma-separated list: the code goes when any of them is removed. Blocks nest. The raw
files are valid code (replacements are comments), and every rendering drops the marker comments, so
neither the greenfield reference nor an ablated repository shows them."""

from __future__ import annotations

import re

_MARKER = re.compile(r"^\s*(?:#|//)\s*feature-(file|begin|else|end):\s*([\w,\s-]+?)\s*$")
_LINE_MARKER = re.compile(r"\s*(?:#|//)\s*feature-line:\s*([\w,\s-]+?)\s*$")
_COMMENTED = re.compile(r"^(\s*)(?:# ?|// ?)")


class MarkerError(ValueError):
    pass


def _names(text: str) -> set[str]:
    return {name.strip() for name in text.split(",") if name.strip()}


def marker_names(text: str) -> set[str]:
    """Every feature name a file's markers mention."""
    found: set[str] = set()
    for line in text.splitlines():
        match = _MARKER.match(line) or _LINE_MARKER.search(line)
        if match:
            found |= _names(match.groups()[-1])
    return found


def ablate_text(text: str, removed: set[str], where: str = "<text>") -> str | None:
    """`text` without the code of the `removed` features (None: the whole file goes); with
    `removed` empty, only the markers go."""
    out: list[str] = []
    # Stack of open blocks: (names, in_else_part).
    stack: list[tuple[set[str], bool]] = []
    for number, line in enumerate(text.splitlines(keepends=True), 1):
        match = _MARKER.match(line.rstrip("\r\n"))
        if match:
            kind, names = match.group(1), _names(match.group(2))
            if kind == "file":
                if names & removed:
                    return None
            elif kind == "begin":
                stack.append((names, False))
            elif kind == "else":
                if not stack or stack[-1][0] != names or stack[-1][1]:
                    raise MarkerError(f"{where}:{number}: feature-else without its feature-begin")
                stack[-1] = (names, True)
            else:
                if not stack or stack[-1][0] != names:
                    raise MarkerError(f"{where}:{number}: feature-end does not close the open block")
                stack.pop()
            continue
        # A line inside a removed block's code part, or inside a kept block's replacement part, goes.
        keep, uncomment = True, False
        for names, in_else in stack:
            removed_here = bool(names & removed)
            if removed_here != in_else:
                keep = False
                break
            uncomment = uncomment or in_else
        if not keep:
            continue
        line_marker = _LINE_MARKER.search(line.rstrip("\r\n"))
        if line_marker:
            if _names(line_marker.group(1)) & removed:
                continue
            ending = line[len(line.rstrip("\r\n")):]
            line = line.rstrip("\r\n")[: line_marker.start()] + ending
        if uncomment:
            line = _COMMENTED.sub(r"\1", line, count=1)
        out.append(line)
    if stack:
        raise MarkerError(f"{where}: feature-begin: {','.join(sorted(stack[-1][0]))} is never closed")
    return "".join(out)


def ablate_files(files: dict[str, bytes], removed: set[str]) -> dict[str, bytes]:
    """A whole repository without the `removed` features (binary and non-UTF-8 files pass as they are)."""
    result = {}
    for relative, content in files.items():
        try:
            text = content.decode()
        except UnicodeDecodeError:
            result[relative] = content
            continue
        if "feature-" not in text:
            result[relative] = content
            continue
        ablated = ablate_text(text, removed, relative)
        if ablated is not None:
            result[relative] = ablated.encode()
    return result
