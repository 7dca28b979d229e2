"""Reference solutions: tasks/references/<framework>/{common,sqlite,postgres}. A variant's rendering
is `common/` with the database overlay copied over it — `postgres/` for the postgres variants,
`sqlite/` for every other variant (the reference needs some database, and SQLite needs no server).

Frameworks whose lower layers are the same code (models, repositories, services: the point of the
clean architecture) share them: `<framework>/reference.yaml` lists `shared:` folders of
tasks/references/_shared/, laid down first with the same common/overlay scheme."""

from __future__ import annotations

from pathlib import Path

import yaml

from harness.catalog.ablation import ablate_files
from harness.catalog.features import get_feature
from harness.catalog.tasks import Task
from harness.paths import REFERENCES_DIR

_SKIPPED_PARTS = {"node_modules", "__pycache__", ".venv", "venv", ".ruff_cache", ".pytest_cache", ".mypy_cache"}


class NoReference(LookupError):
    pass


def reference_frameworks() -> list[str]:
    if not REFERENCES_DIR.is_dir():
        return []
    return sorted(p.name for p in REFERENCES_DIR.iterdir() if (p / "common").is_dir() and not p.name.startswith("_"))


def _roots(framework_root: Path) -> list[Path]:
    """The shared folders this reference builds on, then the reference itself."""
    manifest = framework_root / "reference.yaml"
    shared = (yaml.safe_load(manifest.read_text()) or {}).get("shared", []) if manifest.exists() else []
    return [REFERENCES_DIR / "_shared" / name for name in shared] + [framework_root]


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
    layers = [base / layer for base in _roots(root) for layer in ("common", overlay_for(task))]
    for base in layers:
        for path in sorted(base.rglob("*")) if base.is_dir() else []:
            relative = path.relative_to(base)
            if path.is_file() and not _SKIPPED_PARTS.intersection(relative.parts) and path.suffix not in (".pyc", ".db"):
                files[relative.as_posix()] = path
    return files


def reference_contents(task: Task, removed: frozenset[str] = frozenset()) -> dict[str, tuple[bytes, bool]]:
    """relative path -> (content, executable) as a rendering writes it: feature markers dropped, and
    the code of the `removed` features with them (harness.catalog.ablation)."""
    files = reference_files(task)
    contents = ablate_files({relative: source.read_bytes() for relative, source in files.items()}, set(removed))
    return {relative: (content, bool(files[relative].stat().st_mode & 0o111)) for relative, content in contents.items()}


def render_reference(task: Task, destination: Path, removed: frozenset[str] = frozenset()) -> list[str]:
    """Write the reference for `task` into `destination`; returns the relative paths written."""
    written = []
    for relative, (content, executable) in reference_contents(task, removed).items():
        target = destination / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
        target.chmod(0o755 if executable else 0o644)
        written.append(relative)
    return written


def starting_repository(task: Task) -> dict[str, tuple[bytes, bool]] | None:
    """What a task's phases start from: for a feature task, the reference of its (base) variant without
    the feature (relative path -> (content, executable)); None for a greenfield task (an empty directory)."""
    if task.feature is None:
        return None
    return reference_contents(task, get_feature(task.feature).removes)


STARTING_MESSAGE = "starting repository"
