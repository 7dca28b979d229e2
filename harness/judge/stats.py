"""Agreement between the judge and human labels: accuracy, Cohen's kappa, per-class precision/recall."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field


@dataclass
class ClassScore:
    label: str
    support: int  # human labels of this class
    predicted: int  # judge answers of this class
    true_positives: int

    @property
    def precision(self) -> float | None:
        return self.true_positives / self.predicted if self.predicted else None

    @property
    def recall(self) -> float | None:
        return self.true_positives / self.support if self.support else None

    def to_dict(self) -> dict:
        return {"label": self.label, "support": self.support, "predicted": self.predicted,
                "true_positives": self.true_positives, "precision": self.precision, "recall": self.recall}  # fmt: skip


@dataclass
class Agreement:
    n: int
    accuracy: float | None
    kappa: float | None
    classes: list[ClassScore] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"n": self.n, "accuracy": self.accuracy, "kappa": self.kappa,
                "classes": [c.to_dict() for c in self.classes]}  # fmt: skip


def agreement(truth: list[str], predicted: list[str]) -> Agreement:
    """Cohen's kappa = (p_o - p_e) / (1 - p_e), p_o the observed agreement, p_e the agreement expected by
    chance from both raters' marginals. Kappa is 1.0 when both raters use a single identical class
    (p_e = 1 and p_o = 1) and None when p_e = 1 without full agreement (undefined). An `unjudged`
    answer counts as its own class, i.e. as a disagreement."""
    if len(truth) != len(predicted):
        raise ValueError("truth and predictions differ in length")
    n = len(truth)
    if n == 0:
        return Agreement(0, None, None, [])
    observed = sum(t == p for t, p in zip(truth, predicted)) / n
    t_counts, p_counts = Counter(truth), Counter(predicted)
    expected = sum(t_counts[c] * p_counts[c] for c in t_counts) / (n * n)
    if expected >= 1.0:
        kappa = 1.0 if observed >= 1.0 else None
    else:
        kappa = (observed - expected) / (1.0 - expected)
    labels = sorted(set(truth) | set(predicted))
    classes = [ClassScore(label, t_counts[label], p_counts[label],
                          sum(t == p == label for t, p in zip(truth, predicted))) for label in labels]  # fmt: skip
    return Agreement(n, observed, kappa, classes)
