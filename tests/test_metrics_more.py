"""pass^k, SEM, bootstrap intervals and the matched constraint pairs, every number by hand."""

import random
from statistics import fmean

import pytest

from harness.catalog.tasks import variants
from harness.report.metrics import (
    bootstrap_ci,
    bootstrap_diff_ci,
    bootstrap_mean_ci,
    constraint_pairs,
    matched_pair_deltas,
    pass_at_k,
    pass_hat_k,
    sem,
    sibling_without,
)


@pytest.mark.parametrize(
    "n, c, k, expected",
    [
        (5, 2, 1, 2 / 5),  # pass^1 = pass@1 = c/n
        (5, 2, 2, 1 / 10),  # C(2,2)/C(5,2)
        (5, 3, 2, 3 / 10),  # C(3,2)/C(5,2)
        (4, 3, 2, 3 / 6),  # C(3,2)/C(4,2)
        (5, 5, 5, 1.0),
        (5, 4, 5, 0.0),  # k = n: every sample must pass
        (10, 7, 3, 35 / 120),  # C(7,3)/C(10,3)
        (3, 0, 1, 0.0),
    ],
)
def test_pass_hat_k_by_hand(n, c, k, expected):
    assert pass_hat_k(n, c, k) == pytest.approx(expected)


def test_pass_hat_k_never_exceeds_pass_at_k_and_rejects_bad_input():
    for n in range(1, 7):
        for c in range(n + 1):
            for k in range(1, n + 1):
                assert pass_hat_k(n, c, k) <= pass_at_k(n, c, k) + 1e-12
    for n, c, k in [(3, 4, 1), (3, 1, 0), (3, 1, 4)]:
        with pytest.raises(ValueError):
            pass_hat_k(n, c, k)


def test_sem_by_hand():
    # values 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sample variance 32/7, SEM = sqrt(32/7) / sqrt(8)
    assert sem([2, 4, 4, 4, 5, 5, 7, 9]) == pytest.approx((32 / 7) ** 0.5 / 8**0.5)
    assert sem([1.0, 3.0]) == pytest.approx(1.0)  # sd = sqrt(2), / sqrt(2)
    assert sem([5.0]) is None and sem([]) is None
    assert sem([3.0, 3.0, 3.0]) == 0.0


def test_bootstrap_ci_contains_the_true_mean_of_a_known_distribution():
    rng = random.Random(1)
    values = [rng.gauss(60.0, 15.0) for _ in range(40)]  # true mean 60; SEM ≈ 15 / sqrt(40) ≈ 2.4
    low, high = bootstrap_mean_ci(values)
    assert low < 60.0 < high
    assert low < fmean(values) < high
    assert 5.0 < high - low < 15.0  # ≈ 2 × 1.96 × 2.4 ≈ 9.3
    assert bootstrap_mean_ci(values) == (low, high)  # seeded: same input, same interval
    assert bootstrap_mean_ci(values, seed=2) != (low, high)


def test_bootstrap_ci_coverage_is_close_to_95_percent():
    """Over many data sets drawn from one known distribution, the 95% interval holds the true mean about
    95% of the time (percentile bootstrap with n = 30 runs a little under; 85% is the floor we accept)."""
    rng = random.Random(7)
    trials, hits = 120, 0
    for trial in range(trials):
        values = [rng.uniform(0.0, 100.0) for _ in range(30)]  # true mean 50
        low, high = bootstrap_mean_ci(values, n_boot=400, seed=trial)
        hits += low <= 50.0 <= high
    assert hits / trials >= 0.85


def test_bootstrap_degenerate_and_empty_inputs():
    assert bootstrap_mean_ci([100.0, 100.0, 100.0]) == (100.0, 100.0)
    assert bootstrap_mean_ci([42.0]) == (42.0, 42.0)
    assert bootstrap_mean_ci([]) is None
    assert bootstrap_ci([[1.0], []], lambda a, b: 0.0) is None


def test_bootstrap_diff_ci_covers_the_true_difference():
    """ΔA% = mean(L3) - mean(L0), the two groups resampled independently: over many draws from known
    distributions (true Δ = -50) the interval holds the truth in most of them and is centred on it."""
    rng = random.Random(3)
    trials, hits = 100, 0
    for trial in range(trials):
        after = [rng.gauss(40.0, 10.0) for _ in range(16)]  # L3 tasks: true mean 40
        before = [rng.gauss(90.0, 5.0) for _ in range(8)]  # L0 tasks: true mean 90
        low, high = bootstrap_diff_ci(after, before, n_boot=400, seed=trial)
        assert low < fmean(after) - fmean(before) < high
        hits += low <= -50.0 <= high
    assert hits / trials >= 0.85


def test_sibling_without():
    known = list(variants())
    assert sibling_without("clean_architecture", "clean_architecture", known) == "unconstrained"
    assert sibling_without("clean_architecture-sqlite-ORM", "ORM", known) == "clean_architecture-sqlite"
    assert sibling_without("clean_architecture-sqlite-ORM", "clean_architecture", known) == "sqlite-ORM"
    assert sibling_without("sqlite-ORM", "sqlite", known) is None  # the ORM never appears without a database
    assert sibling_without("sqlite", "postgres", known) is None  # the task does not have the constraint
    assert sibling_without("unconstrained", "ORM", known) is None


def test_matched_pairs_per_constraint_from_the_catalog():
    known = list(variants())
    assert constraint_pairs("clean_architecture", known) == [
        ("clean_architecture", "unconstrained"),
        ("clean_architecture-sqlite", "sqlite"),
        ("clean_architecture-postgres", "postgres"),
        ("clean_architecture-sqlite-ORM", "sqlite-ORM"),
        ("clean_architecture-postgres-ORM", "postgres-ORM"),
    ]
    assert constraint_pairs("sqlite", known) == [("sqlite", "unconstrained"), ("clean_architecture-sqlite", "clean_architecture")]
    assert constraint_pairs("postgres", known) == [
        ("postgres", "unconstrained"),
        ("clean_architecture-postgres", "clean_architecture"),
    ]
    assert constraint_pairs("ORM", known) == [
        ("sqlite-ORM", "sqlite"),
        ("postgres-ORM", "postgres"),
        ("clean_architecture-sqlite-ORM", "clean_architecture-sqlite"),
        ("clean_architecture-postgres-ORM", "clean_architecture-postgres"),
    ]


def test_matched_pair_deltas_by_hand():
    known = list(variants())
    means = {
        ("flask", "unconstrained"): 90.0, ("flask", "sqlite"): 70.0, ("flask", "clean_architecture"): 80.0,
        ("flask", "clean_architecture-sqlite"): 50.0,
        ("koa", "unconstrained"): 60.0, ("koa", "sqlite"): 66.0,  # koa lacks clean_architecture(-sqlite)
    }  # fmt: skip
    deltas = matched_pair_deltas(means, "sqlite", known)
    assert deltas == [
        ("flask", "sqlite", "unconstrained", -20.0),
        ("flask", "clean_architecture-sqlite", "clean_architecture", -30.0),
        ("koa", "sqlite", "unconstrained", 6.0),
    ]
    values = [d for *_, d in deltas]
    assert fmean(values) == pytest.approx(-44 / 3)
    # SEM by hand: deviations from -14.667 are -5.333, -15.333, 20.667; squares 28.444 + 235.111 + 427.111
    # = 690.667; variance 690.667 / 2, SEM = sqrt(345.333 / 3) = 10.729
    assert sem(values) == pytest.approx((690.6667 / 2 / 3) ** 0.5, rel=1e-5)
    arch = matched_pair_deltas(means, "clean_architecture", known)
    assert arch == [("flask", "clean_architecture", "unconstrained", -10.0),
                    ("flask", "clean_architecture-sqlite", "sqlite", -20.0)]  # fmt: skip
