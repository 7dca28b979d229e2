"""Web-CodeBLEU of every run: the files its patch.diff adds vs the reference solution of its cell.

Scores are cached by the hash of (candidate, reference, language, metric version) under the shared
cache folder, so a second report over the same runs costs nothing."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from harness.report import webcodebleu as wcb
from harness.catalog.tasks import UnknownName
from harness.report.data import RunRecord


def language_of(framework: str) -> str:
    from harness.catalog.tasks import get_framework

    return "javascript" if get_framework(framework).runtime == "node" else "python"


@lru_cache(maxsize=128)
def reference_source(task_id: str, language: str) -> str | None:
    """The reference solution of a cell, concatenated; None when the framework has no reference yet."""
    from harness.catalog.tasks import UnknownName, get_task
    from harness.catalog.references import NoReference, reference_contents

    try:  # what render_reference writes (feature markers dropped)
        files = reference_contents(get_task(task_id))
    except (UnknownName, NoReference):
        return None
    return wcb.concatenate({rel: content.decode(errors="replace") for rel, (content, _) in files.items()
                            if wcb.is_source(rel, language)}, language)  # fmt: skip


def candidate_source(run_dir: Path, language: str) -> str | None:
    try:
        patch = (run_dir / "patch.diff").read_text(errors="replace")
    except OSError:
        return None
    return wcb.concatenate(wcb.files_from_diff(patch), language)


def _cache_path(candidate: str, reference: str, language: str) -> Path:
    from harness.paths import cache_dir

    tools = json.dumps(wcb.versions(), sort_keys=True)
    digest = hashlib.sha256("\0".join((wcb.METRIC_VERSION, tools, language, reference, candidate)).encode()).hexdigest()
    return cache_dir() / "webcodebleu" / f"{digest}.json"


def _score(candidate: str, reference: str, language: str) -> dict[str, float]:
    return wcb.web_codebleu(candidate, reference, language).to_dict()


def score_runs(records: list[RunRecord], progress: Callable[[int, int], None] | None = None) -> list[str]:
    """Fill record.codebleu for every run that has a patch and a reference; returns notes for the report."""
    from harness.run.store import write_json

    notes: list[str] = []
    pending: list[tuple[RunRecord, str, str, str, Path]] = []
    missing_reference: set[str] = set()
    for record in records:
        # A feature task's patch completes a repository: comparing it with a whole reference means nothing.
        if not record.counted or record.result.family == "feature":
            continue
        try:
            language = language_of(record.result.framework)
        except UnknownName:  # a framework this checkout does not know: no reference, no score
            continue
        candidate = candidate_source(record.path, language)
        if candidate is None:
            continue
        reference = reference_source(record.task, language)
        if reference is None:
            missing_reference.add(record.result.framework)
            continue
        if not candidate.strip():  # nothing of the language in the patch: 0 on every component, no parsing
            record.codebleu = _score(candidate, reference, language)
            continue
        cache = _cache_path(candidate, reference, language)
        try:
            record.codebleu = json.loads(cache.read_text())
        except (OSError, ValueError):
            pending.append((record, candidate, reference, language, cache))
    if any(r.codebleu for r in records) or pending:
        notes.append("Web-CodeBLEU computed with " + ", ".join(f"{k} {v}" for k, v in wcb.versions().items()))
    if missing_reference:
        notes.append(f"Web-CodeBLEU: no reference solution for {', '.join(sorted(missing_reference))}")
    if not pending:
        return notes
    try:
        wcb._calc()
    except wcb.CodeBLEUUnavailable as exc:
        notes.append(f"Web-CodeBLEU skipped for {len(pending)} runs: {exc}")
        return notes
    workers = min(len(pending), os.cpu_count() or 1, 4)
    jobs = [(candidate, reference, language) for _, candidate, reference, language, _ in pending]
    results: list[dict[str, float] | None]
    if workers > 1 and len(pending) > 3:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = []
            for done, outcome in enumerate(pool.map(_score_safely, jobs), start=1):
                results.append(outcome)
                if progress:
                    progress(done, len(jobs))
    else:
        results = []
        for done, job in enumerate(jobs, start=1):
            results.append(_score_safely(job))
            if progress:
                progress(done, len(jobs))
    failed = 0
    for (record, _, _, _, cache), outcome in zip(pending, results):
        if outcome is None:
            failed += 1
            continue
        record.codebleu = outcome
        write_json(cache, outcome)
    if failed:
        notes.append(f"Web-CodeBLEU failed on {failed} runs (codebleu raised); they have no score")
    return notes


def _score_safely(job: tuple[str, str, str]) -> dict[str, float] | None:
    try:
        return _score(*job)
    except Exception:  # a parser crash on one odd solution must not sink the whole report
        return None
