import pytest

from harness.report.metrics import a_percent, pass_at_k, per_level_mean, per_task_mean


@pytest.mark.parametrize(
    "n, c, k, expected",
    [
        (5, 0, 1, 0.0),  # nothing passed
        (5, 5, 1, 1.0),  # everything passed
        (5, 5, 5, 1.0),
        (5, 0, 5, 0.0),
        (5, 2, 1, 2 / 5),  # pass@1 = c/n
        (5, 2, 2, 1 - (3 * 2) / (5 * 4)),  # 1 - C(3,2)/C(5,2) = 1 - 3/10
        (5, 1, 5, 1.0),  # k = n: one success among all samples
        (4, 1, 3, 1 - 1 / 4),  # 1 - C(3,3)/C(4,3)
        (10, 3, 4, 1 - 35 / 210),  # 1 - C(7,4)/C(10,4)
    ],
)
def test_pass_at_k_by_hand(n, c, k, expected):
    assert pass_at_k(n, c, k) == pytest.approx(expected)


def test_pass_at_k_rejects_impossible_inputs():
    for n, c, k in [(3, 4, 1), (3, 1, 0), (3, 1, 4)]:
        with pytest.raises(ValueError):
            pass_at_k(n, c, k)


def test_averaging_order_samples_then_tasks():
    runs = [("a", 100.0), ("a", 50.0), ("a", 0.0), ("b", 20.0)]  # a has 3 samples, b one
    task_means = per_task_mean(runs)
    assert task_means == {"a": 50.0, "b": 20.0}
    # Each task weighs the same: (50 + 20) / 2, not the mean over the 4 runs (42.5).
    assert per_level_mean(task_means, {"a": "L1", "b": "L1"}) == {"L1": 35.0}
    assert a_percent(145, 290) == 50.0 and a_percent(0, 0) == 0.0
