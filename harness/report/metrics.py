"""Scores: A% per run, the study's averaging (samples, then tasks), pass@k and pass^k, SEM, bootstrap
intervals and the matched pairs behind each constraint's marginal effect."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from math import comb, sqrt
from random import Random
from statistics import fmean, stdev
from typing import Any


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


# --- pass^k, spread, bootstrap intervals and matched pairs (the report's statistics) -------------------


def pass_hat_k(n: int, c: int, k: int) -> float:
    """pass^k (Yao et al. 2024, tau-bench): the chance that k samples drawn without replacement from the n
    all succeed, C(c, k) / C(n, k) — an unbiased estimate of p^k. Rewards consistency where pass@k rewards
    a single lucky sample."""
    if not 0 <= c <= n or not 1 <= k <= n:
        raise ValueError(f"need 0 <= c <= n and 1 <= k <= n, got n={n} c={c} k={k}")
    return comb(c, k) / comb(n, k)


def sem(values: Sequence[float]) -> float | None:
    """Standard error of the mean: sample standard deviation (n - 1) / sqrt(n). None below two values."""
    if len(values) < 2:
        return None
    return stdev(values) / sqrt(len(values))


def _percentile(sorted_values: Sequence[float], q: float) -> float:
    """Linear interpolation between closest ranks (numpy's default), q in [0, 1]."""
    position = q * (len(sorted_values) - 1)
    low = int(position)
    high = min(low + 1, len(sorted_values) - 1)
    return sorted_values[low] + (sorted_values[high] - sorted_values[low]) * (position - low)


def bootstrap_ci(
    samples: Sequence[Sequence[float]],
    statistic: Callable[..., float],
    n_boot: int = 2000,
    confidence: float = 0.95,
    seed: int = 0,
) -> tuple[float, float] | None:
    """Percentile bootstrap interval of `statistic(*resampled)`, each sequence in `samples` resampled with
    replacement independently (for the study's numbers: the tasks of a level). Seeded: the same input gives
    the same interval. None when a sequence is empty."""
    if not samples or any(len(s) == 0 for s in samples):
        return None
    rng = Random(seed)
    draws = sorted(statistic(*(rng.choices(s, k=len(s)) for s in samples)) for _ in range(n_boot))
    tail = (1.0 - confidence) / 2.0
    return _percentile(draws, tail), _percentile(draws, 1.0 - tail)


def bootstrap_mean_ci(values: Sequence[float], **options: Any) -> tuple[float, float] | None:
    """Bootstrap interval of a mean (resampling the values, e.g. the task means of one level)."""
    return bootstrap_ci([list(values)], fmean, **options)


def bootstrap_diff_ci(after: Sequence[float], before: Sequence[float], **options: Any) -> tuple[float, float] | None:
    """Bootstrap interval of mean(after) - mean(before), the two groups resampled independently
    (ΔA% = L3 - L0 over the tasks of each level)."""
    return bootstrap_ci([list(after), list(before)], lambda a, b: fmean(a) - fmean(b), **options)


def sibling_without(variant: str, constraint: str, known_variants: Iterable[str]) -> str | None:
    """The variant equal to `variant` without `constraint` (everything else the same), if it exists:
    clean_architecture-sqlite-ORM without ORM -> clean_architecture-sqlite; sqlite without sqlite ->
    unconstrained; sqlite-ORM without sqlite -> None (the ORM never appears without a database)."""
    parts = [] if variant == "unconstrained" else variant.split("-")
    if constraint not in parts:
        return None
    rest = [p for p in parts if p != constraint]
    sibling = "-".join(rest) if rest else "unconstrained"
    return sibling if sibling in set(known_variants) else None


def constraint_pairs(constraint: str, known_variants: Iterable[str]) -> list[tuple[str, str]]:
    """(with, without) variant pairs for a constraint, in catalog order."""
    known = list(known_variants)
    pairs = []
    for variant in known:
        sibling = sibling_without(variant, constraint, known)
        if sibling is not None:
            pairs.append((variant, sibling))
    return pairs


def matched_pair_deltas(
    task_means: dict[tuple[str, str], float], constraint: str, known_variants: Iterable[str]
) -> list[tuple[str, str, str, float]]:
    """Δ = A%(with) - A%(without) for every matched pair present in `task_means`, keyed by
    (framework, variant). Returns (framework, with, without, Δ) in a stable order."""
    pairs = constraint_pairs(constraint, known_variants)
    frameworks = sorted({framework for framework, _ in task_means})
    deltas = []
    for framework in frameworks:
        for with_, without in pairs:
            if (framework, with_) in task_means and (framework, without) in task_means:
                deltas.append((framework, with_, without, task_means[framework, with_] - task_means[framework, without]))
    return deltas
