"""Scores: A% per run, the study's averaging (samples, then tasks), and pass@k."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from math import comb
from statistics import fmean


def a_percent(passed: int, total: int) -> float:
    return 100.0 * passed / total if total else 0.0


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k (Chen et al. 2021): 1 - C(n-c, k) / C(n, k), for n samples of which c passed."""
    if not 0 <= c <= n or not 1 <= k <= n:
        raise ValueError(f"need 0 <= c <= n and 1 <= k <= n, got n={n} c={c} k={k}")
    if n - c < k:
        return 1.0
    return 1.0 - comb(n - c, k) / comb(n, k)


def per_task_mean(scores: Iterable[tuple[str, float]]) -> dict[str, float]:
    """(task, A%) per run -> mean A% per task over its samples."""
    grouped: dict[str, list[float]] = defaultdict(list)
    for task, score in scores:
        grouped[task].append(score)
    return {task: fmean(values) for task, values in grouped.items()}


def per_level_mean(task_means: dict[str, float], task_level: dict[str, str]) -> dict[str, float]:
    """Mean over tasks of each level (each task weighs the same, whatever its sample count)."""
    grouped: dict[str, list[float]] = defaultdict(list)
    for task, mean in task_means.items():
        grouped[task_level[task]].append(mean)
    return {level: fmean(values) for level, values in sorted(grouped.items())}
