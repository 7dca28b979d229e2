"""What the verifiers read: a solution directory, or the unified diff of a run (patch.diff).

A directory counts as all-added. A diff gives, per file, the lines it adds (what paper mode reads)
and the file's text as far as the diff shows it (what strong mode reads): a new file is complete;
for a modified file only the hunks are known, which the evidence then says.
"""

from __future__ import annotations

import fnmatch
import os
from dataclasses import dataclass, field
from pathlib import Path

# Same exclusions as the patch (DESIGN section 3), so a directory and its patch read alike.
SKIPPED_DIRS = {
    "node_modules", "__pycache__", ".git", ".venv", "venv", "dist", "build", ".pytest_cache", ".mypy_cache",
    "site-packages", ".npm", ".cache",
}  # fmt: skip
SKIPPED_FILES = ["*.pyc", "*.so", "*.db", "*.sqlite", "*.sqlite3", "*.db-journal", "*.db-wal", "*.db-shm"]
SKIPPED_DIR_PATTERNS = ["*.egg-info"]
MAX_FILE_BYTES = 2_000_000
META_FILES = {"label.yaml"}  # the corpus's label beside a case's files is not part of the solution


class SourceError(ValueError):
    """The source is neither a directory nor a readable diff."""


@dataclass
class SourceFile:
    path: str  # posix, relative to the solution root
    text: str  # the file's text as far as known
    added: list[tuple[int, str]]  # (line number in the new file, line) of the added lines
    complete: bool = True  # False when only hunks of a modified file are known


@dataclass
class Source:
    kind: str  # "directory" | "diff"
    origin: str
    files: dict[str, SourceFile] = field(default_factory=dict)
    root: Path | None = None  # the directory, when kind == "directory"
    notes: list[str] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not any(f.added for f in self.files.values())

    def paths(self) -> list[str]:
        return sorted(self.files)

    def text(self, path: str) -> str:
        file = self.files.get(path)
        return file.text if file else ""


def _skipped(relative: str) -> bool:
    parts = relative.split("/")
    for part in parts[:-1]:
        if part in SKIPPED_DIRS or any(fnmatch.fnmatch(part, p) for p in SKIPPED_DIR_PATTERNS):
            return True
    return any(fnmatch.fnmatch(parts[-1], p) for p in SKIPPED_FILES)


def _decode(data: bytes) -> str | None:
    if b"\0" in data[:8192]:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def from_directory(root: Path) -> Source:
    source = Source(kind="directory", origin=str(root), root=root)
    for dirpath, dirnames, filenames in os.walk(root):
        rel_dir = os.path.relpath(dirpath, root)
        if rel_dir != "." and "pyvenv.cfg" in filenames:  # a virtualenv under another name
            dirnames[:] = []
            continue
        dirnames[:] = sorted(
            d
            for d in dirnames
            if d not in SKIPPED_DIRS and not any(fnmatch.fnmatch(d, p) for p in SKIPPED_DIR_PATTERNS)
        )
        for name in sorted(filenames):
            relative = name if rel_dir == "." else f"{Path(rel_dir).as_posix()}/{name}"
            if _skipped(relative) or (rel_dir == "." and name in META_FILES):
                continue
            path = Path(dirpath) / name
            try:
                if path.is_symlink() or path.stat().st_size > MAX_FILE_BYTES:
                    continue
                text = _decode(path.read_bytes())
            except OSError:
                continue
            if text is None:
                continue
            lines = text.splitlines()
            source.files[relative] = SourceFile(relative, text, list(enumerate(lines, start=1)))
    return source


def _strip_prefix(name: str) -> str:
    name = name.strip()
    if name.startswith('"') and name.endswith('"'):
        name = name[1:-1]
    return name[2:] if name[:2] in ("a/", "b/") else name


def from_diff(text: str, origin: str = "<diff>") -> Source:
    """Parse a unified (git) diff; deleted files are dropped, binary files skipped."""
    from unidiff import PatchSet
    from unidiff.errors import UnidiffParseError

    source = Source(kind="diff", origin=origin)
    if not text.strip():
        return source
    try:
        patch = PatchSet(text.splitlines(keepends=True))
    except UnidiffParseError as exc:
        raise SourceError(f"not a unified diff: {exc}") from None
    if not len(patch) and "@@" not in text:
        raise SourceError("not a unified diff (no file header found)")
    for patched in patch:
        if patched.is_removed_file or patched.is_binary_file:
            continue
        relative = _strip_prefix(patched.target_file if patched.target_file != "/dev/null" else patched.path)
        if _skipped(relative):
            continue
        added: list[tuple[int, str]] = []
        known: list[str] = []
        for hunk in patched:
            for line in hunk:
                value = line.value.rstrip("\r\n")
                if line.is_added:
                    added.append((line.target_line_no, value))
                    known.append(value)
                elif line.is_context:
                    known.append(value)
        complete = patched.is_added_file
        body = "\n".join(known) + ("\n" if known else "")
        source.files[relative] = SourceFile(relative, body, added, complete=complete)
        if not complete:
            source.notes.append(f"{relative}: modified file, only its hunks are known")
    return source


def load_source(source: "str | os.PathLike[str] | Source | None") -> Source:
    """A directory, a path to a diff file, or the text of a diff; None or "" is an empty patch."""
    if isinstance(source, Source):
        return source
    if source is None:
        return Source(kind="diff", origin="<missing patch>")
    text = os.fspath(source)
    if not text.strip():
        return Source(kind="diff", origin="<empty patch>")
    looks_like_diff = "\n" in text or text.startswith(("diff --git", "--- ", "+++ "))
    if not looks_like_diff:
        path = Path(text)
        if path.is_dir():
            return from_directory(path)
        if path.is_file():
            return from_diff(path.read_text(encoding="utf-8", errors="replace"), origin=str(path))
        raise SourceError(f"no such file or directory: {text}")
    return from_diff(text)
