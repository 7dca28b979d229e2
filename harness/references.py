"""Reference solutions: tasks/references/<framework>/{common,sqlite,postgres}. A variant's rendering
is `common/` with the database overlay copied over it — `postgres/` for the postgres variants,
`sqlite/` for every other variant (the reference needs some database, and SQLite needs no server)."""

from __future__ import annotations

from pathlib import Path

from harness.catalog import Task
from harness.paths import REFERENCES_DIR

_SKIPPED_PARTS = {"node_modules", "__pycache__", ".venv", "venv"}


class NoReference(LookupError):
    pass


def reference_frameworks() -> list[str]:
    return sorted(p.name for p in REFERENCES_DIR.iterdir() if (p / "common").is_dir()) if REFERENCES_DIR.is_dir() else []


def overlay_for(task: Task) -> str:
    return "postgres" if task.database == "postgres" else "sqlite"


def reference_files(task: Task) -> dict[str, Path]:
    """relative path -> source file, overlay files winning over common ones."""
    root = REFERENCES_DIR / task.framework.name
    if not (root / "common").is_dir():
        raise NoReference(
            f"no reference solution for {task.framework.name} yet; available: {', '.join(reference_frameworks()) or 'none'}"
        )
    files: dict[str, Path] = {}
    for layer in ("common", overlay_for(task)):
        base = root / layer
        for path in sorted(base.rglob("*")):
            relative = path.relative_to(base)
            if path.is_file() and not _SKIPPED_PARTS.intersection(relative.parts) and path.suffix not in (".pyc", ".db"):
                files[relative.as_posix()] = path
    return files


def render_reference(task: Task, destination: Path) -> list[str]:
    """Write the reference for `task` into `destination`; returns the relative paths written."""
    written = []
    for relative, source in reference_files(task).items():
        target = destination / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(source.read_bytes())
        target.chmod(source.stat().st_mode & 0o777)
        written.append(relative)
    return written
