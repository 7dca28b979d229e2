"""Every number of the report, per configuration: A% strict and raw per level (run -> mean over samples
per task -> mean over tasks), pass@1 / pass@k / pass^k, ΔA% = L3 - L0, per framework, per constraint,
the matched-pair marginal effect of each constraint, bootstrap 95% CIs (resampling tasks), failure
categories and cost. infra_error runs are left out of every score and counted apart."""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass, field
from statistics import fmean
from typing import Any

from harness.report import metrics
from harness.catalog.tasks import LEVELS
from harness.report.data import Configuration, RunRecord, by_configuration
from harness.report.taxonomy import CATEGORIES

# Display name -> the constraint's token in variant names.
CONSTRAINTS = {"architecture": "clean_architecture", "sqlite": "sqlite", "postgres": "postgres", "ORM": "ORM"}
ALL = "all"


@dataclass
class Interval:
    """A mean over tasks (or pairs) with its bootstrap 95% CI and, for pairs, its SEM."""

    mean: float | None
    low: float | None = None
    high: float | None = None
    n: int = 0
    sem: float | None = None

    def text(self, ci: bool = True) -> str:
        if self.mean is None:
            return "–"
        body = f"{self.mean:.1f}"
        if self.sem is not None:
            body += f" ± {self.sem:.1f}"
        if ci and self.low is not None and self.high is not None:
            body += f" [{self.low:.1f}, {self.high:.1f}]"
        return body


def interval(values: list[float], with_sem: bool = False) -> Interval:
    if not values:
        return Interval(None)
    ci = metrics.bootstrap_mean_ci(values)
    return Interval(fmean(values), ci[0] if ci else None, ci[1] if ci else None, len(values),
                    metrics.sem(values) if with_sem else None)  # fmt: skip


@dataclass
class CellScores:
    """One task under one configuration."""

    task: str
    framework: str
    variant: str
    level: str
    constraints: list[str]
    n: int
    successes: int
    infra_errors: int
    a_strict: float
    a_raw: float
    pass_at_1: float
    pass_at_k: float
    pass_hat_k: float
    web_codebleu: float | None
    kw_f1: float | None
    input_tokens: int
    output_tokens: int
    cost_usd: float | None  # known costs summed; None when no run of the cell had a known price
    unknown_price_runs: int
    failures: dict[str, int]


@dataclass
class Marginal:
    constraint: str
    pairs: list[dict[str, Any]]  # framework, with, without, delta
    effect: Interval  # mean ± SEM over pairs, bootstrap CI resampling pairs


@dataclass
class Cost:
    runs: int
    successes: int
    input_tokens: int
    output_tokens: int
    cost_usd: float  # over runs with a known price
    unknown_price_runs: int

    @property
    def tokens_per_run(self) -> float:
        return (self.input_tokens + self.output_tokens) / self.runs if self.runs else 0.0

    @property
    def usd_per_run(self) -> float | None:
        known = self.runs - self.unknown_price_runs
        return self.cost_usd / known if known else None

    @property
    def usd_per_success(self) -> float | None:
        """Total known cost / successes (None without a success, or when no price is known)."""
        if not self.successes or self.runs == self.unknown_price_runs:
            return None
        return self.cost_usd / self.successes

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "tokens_per_run": self.tokens_per_run, "usd_per_run": self.usd_per_run,
                "usd_per_success": self.usd_per_success}  # fmt: skip


@dataclass
class ConfigScores:
    config: Configuration
    k: int
    cells: list[CellScores]
    strict: dict[str, Interval]  # level | "all" -> A% strict
    raw: dict[str, Interval]
    delta_strict: Interval  # L3 - L0
    delta_raw: Interval
    pass_at_1: dict[str, float]
    pass_at_k: dict[str, float]
    pass_hat_k: dict[str, float]
    frameworks: dict[str, dict[str, float]]  # framework -> level | "all" -> A% strict
    frameworks_raw: dict[str, dict[str, float]]
    constraints: dict[str, Interval]  # constraint | "none" -> A% strict over the tasks that have it
    marginal: dict[str, Marginal]  # A% strict
    marginal_raw: dict[str, Marginal]
    failures: dict[str, int]
    failures_by_framework: dict[str, dict[str, int]]
    failure_details: dict[str, dict[str, int]]  # category -> detail (exception class, reason, budget) -> runs
    failing_endpoints: list[tuple[str, int]]  # endpoint, partial runs where it failed
    cost: Cost
    web_codebleu: float | None
    kw_f1: float | None
    infra_errors: int
    notes: list[str] = field(default_factory=list)


def run_cost_known(record: RunRecord) -> bool:
    """A run's price is known when recorded, or when it made no model call at all (no model, no tokens)."""
    stats = record.result.agent_stats
    if stats.cost_usd is not None:
        return True
    return record.result.model is None and stats.input_tokens + stats.output_tokens == 0


def _cell(task: str, runs: list[RunRecord], all_runs: list[RunRecord], k: int) -> CellScores:
    first = all_runs[0].result
    n, successes = len(runs), sum(r.success for r in runs)
    scored = [r.codebleu for r in runs if r.codebleu]
    known = [r for r in runs if run_cost_known(r)]
    return CellScores(
        task=task, framework=first.framework, variant=first.variant, level=first.level,
        constraints=[] if first.variant == "unconstrained" else first.variant.split("-"),
        n=n, successes=successes, infra_errors=len(all_runs) - n,
        a_strict=fmean(r.result.a_strict for r in runs) if runs else 0.0,
        a_raw=fmean(r.result.a_raw for r in runs) if runs else 0.0,
        pass_at_1=metrics.pass_at_k(n, successes, 1) if n else 0.0,
        pass_at_k=metrics.pass_at_k(n, successes, min(k, n)) if n else 0.0,
        pass_hat_k=metrics.pass_hat_k(n, successes, min(k, n)) if n else 0.0,
        web_codebleu=fmean(s["web_codebleu"] for s in scored) if scored else None,
        kw_f1=fmean(s["kw_f1"] for s in scored) if scored else None,
        input_tokens=sum(r.result.agent_stats.input_tokens for r in runs),
        output_tokens=sum(r.result.agent_stats.output_tokens for r in runs),
        cost_usd=sum(r.result.agent_stats.cost_usd or 0.0 for r in known) if known else None,
        unknown_price_runs=n - len(known),
        failures=dict(Counter(r.failure.category for r in all_runs if r.failure)),
    )  # fmt: skip


def _by_level(cells: list[CellScores], value) -> dict[str, list[float]]:
    grouped: dict[str, list[float]] = {level: [] for level in LEVELS}
    for cell in cells:
        grouped.setdefault(cell.level, []).append(value(cell))
    grouped[ALL] = [value(c) for c in cells]
    return {level: values for level, values in grouped.items() if values}


def _marginals(cells: list[CellScores], attribute: str, variants: list[str]) -> dict[str, Marginal]:
    means = {(c.framework, c.variant): getattr(c, attribute) for c in cells}
    result = {}
    for name, token in CONSTRAINTS.items():
        deltas = metrics.matched_pair_deltas(means, token, variants)
        pairs = [{"framework": f, "with": w, "without": wo, "delta": d} for f, w, wo, d in deltas]
        result[name] = Marginal(name, pairs, interval([p["delta"] for p in pairs], with_sem=True))
    return result


def configuration_scores(config: Configuration, records: list[RunRecord], k: int | None) -> ConfigScores:
    from harness.catalog.tasks import variants as catalog_variants

    notes: list[str] = []
    by_task: dict[str, list[RunRecord]] = {}
    for record in records:
        by_task.setdefault(record.task, []).append(record)
    counted = {task: [r for r in runs if r.counted] for task, runs in by_task.items()}
    empty = sorted(task for task, runs in counted.items() if not runs)
    if empty:
        notes.append(f"{len(empty)} tasks have only infra_error runs and are left out: {', '.join(empty)}")
    unverified = sum(1 for runs in counted.values() for r in runs
                     if r.result.status == "ok" and r.result.variant != "unconstrained" and not r.result.verifiers_run)
    if unverified:
        notes.append(f"{unverified} runs of constrained tasks have no verifier results: their strict A% equals raw")
    fewest = min((len(runs) for runs in counted.values() if runs), default=1)
    k_eff = fewest if k is None else min(k, fewest)
    if k is not None and k > fewest:
        notes.append(f"pass@{k} needs {k} samples per task; the fewest here is {fewest}, so k = {fewest}")
    cells = [_cell(task, counted[task], by_task[task], k_eff) for task in sorted(by_task) if counted[task]]

    strict = {lv: interval(v) for lv, v in _by_level(cells, lambda c: c.a_strict).items()}
    raw = {lv: interval(v) for lv, v in _by_level(cells, lambda c: c.a_raw).items()}

    def delta(attribute: str) -> Interval:
        l3 = [getattr(c, attribute) for c in cells if c.level == "L3"]
        l0 = [getattr(c, attribute) for c in cells if c.level == "L0"]
        if not l3 or not l0:
            return Interval(None)
        ci = metrics.bootstrap_diff_ci(l3, l0)
        return Interval(fmean(l3) - fmean(l0), ci[0] if ci else None, ci[1] if ci else None, len(l3) + len(l0))

    def level_means(value) -> dict[str, float]:
        return {lv: fmean(v) for lv, v in _by_level(cells, value).items()}

    frameworks: dict[str, dict[str, float]] = {}
    frameworks_raw: dict[str, dict[str, float]] = {}
    for name in sorted({c.framework for c in cells}):
        mine = [c for c in cells if c.framework == name]
        frameworks[name] = {lv: fmean(v) for lv, v in _by_level(mine, lambda c: c.a_strict).items()}
        frameworks_raw[name] = {lv: fmean(v) for lv, v in _by_level(mine, lambda c: c.a_raw).items()}

    constraints = {"none": interval([c.a_strict for c in cells if not c.constraints])}
    for name, token in CONSTRAINTS.items():
        constraints[name] = interval([c.a_strict for c in cells if token in c.constraints])

    known_variants = list(catalog_variants())
    failures = Counter(r.failure.category for r in records if r.failure)
    by_framework: dict[str, Counter[str]] = {}
    endpoints: Counter[str] = Counter()
    details: dict[str, Counter[str]] = {}
    for record in records:
        if record.failure and record.failure.category not in ("pass", "partial"):
            details.setdefault(record.failure.category, Counter())[record.failure.detail or "?"] += 1
        if record.failure:
            by_framework.setdefault(record.result.framework, Counter())[record.failure.category] += 1
            if record.failure.category == "partial":
                endpoints.update(set(record.failure.endpoints))
    scored_runs = [r for runs in counted.values() for r in runs]
    unknown = sum(c.unknown_price_runs for c in cells)
    cost = Cost(runs=len(scored_runs), successes=sum(c.successes for c in cells),
                input_tokens=sum(c.input_tokens for c in cells), output_tokens=sum(c.output_tokens for c in cells),
                cost_usd=sum(c.cost_usd or 0.0 for c in cells), unknown_price_runs=unknown)  # fmt: skip
    wcb = [c.web_codebleu for c in cells if c.web_codebleu is not None]
    kw = [c.kw_f1 for c in cells if c.kw_f1 is not None]
    return ConfigScores(
        config=config, k=k_eff, cells=cells, strict=strict, raw=raw,
        delta_strict=delta("a_strict"), delta_raw=delta("a_raw"),
        pass_at_1=level_means(lambda c: c.pass_at_1), pass_at_k=level_means(lambda c: c.pass_at_k),
        pass_hat_k=level_means(lambda c: c.pass_hat_k),
        frameworks=frameworks, frameworks_raw=frameworks_raw, constraints=constraints,
        marginal=_marginals(cells, "a_strict", known_variants), marginal_raw=_marginals(cells, "a_raw", known_variants),
        failures={c: failures[c] for c in CATEGORIES if failures[c]},
        failures_by_framework={f: {c: n[c] for c in CATEGORIES if n[c]} for f, n in sorted(by_framework.items())},
        failure_details={c: dict(details[c].most_common()) for c in CATEGORIES if c in details},
        failing_endpoints=endpoints.most_common(10), cost=cost,
        web_codebleu=fmean(wcb) if wcb else None, kw_f1=fmean(kw) if kw else None,
        infra_errors=sum(c.infra_errors for c in cells) + sum(len(by_task[t]) for t in empty), notes=notes,
    )  # fmt: skip


@dataclass
class FeatureCell:
    """One feature task (framework × feature group) under one configuration."""

    task: str
    framework: str
    feature: str
    n: int
    successes: int
    infra_errors: int
    a_strict: float
    a_raw: float
    pass_at_1: float


@dataclass
class FeatureScores:
    """The feature family under one configuration, kept apart from the greenfield level means."""

    config: Configuration
    cells: list[FeatureCell]
    features: dict[str, Interval]  # feature | "all" -> A% strict, mean over frameworks
    features_raw: dict[str, Interval]
    infra_errors: int
    cost: Cost


def feature_scores(config: Configuration, records: list[RunRecord]) -> FeatureScores:
    by_task: dict[str, list[RunRecord]] = {}
    for record in records:
        by_task.setdefault(record.task, []).append(record)
    cells = []
    for task, runs in sorted(by_task.items()):
        counted = [r for r in runs if r.counted]
        if not counted:
            continue
        n, successes = len(counted), sum(r.success for r in counted)
        first = runs[0].result
        cells.append(FeatureCell(
            task=task, framework=first.framework, feature=first.feature or "?", n=n, successes=successes,
            infra_errors=len(runs) - n, a_strict=fmean(r.result.a_strict for r in counted),
            a_raw=fmean(r.result.a_raw for r in counted), pass_at_1=metrics.pass_at_k(n, successes, 1),
        ))  # fmt: skip
    from harness.catalog.features import features as catalog_features

    order = list(catalog_features())
    names = sorted({c.feature for c in cells}, key=lambda n: (order.index(n) if n in order else len(order), n))

    def means(attribute: str) -> dict[str, Interval]:
        grouped = {name: interval([getattr(c, attribute) for c in cells if c.feature == name]) for name in names}
        return {**grouped, ALL: interval([getattr(c, attribute) for c in cells])}

    counted = [r for r in records if r.counted]
    known = [r for r in counted if run_cost_known(r)]
    cost = Cost(runs=len(counted), successes=sum(r.success for r in counted),
                input_tokens=sum(r.result.agent_stats.input_tokens for r in counted),
                output_tokens=sum(r.result.agent_stats.output_tokens for r in counted),
                cost_usd=sum(r.result.agent_stats.cost_usd or 0.0 for r in known),
                unknown_price_runs=len(counted) - len(known))  # fmt: skip
    return FeatureScores(config=config, cells=cells, features=means("a_strict"), features_raw=means("a_raw"),
                         infra_errors=len(records) - len(counted), cost=cost)  # fmt: skip


@dataclass
class Report:
    run_dirs: list[str]
    generated_at: str
    configurations: list[ConfigScores]  # the greenfield family (the level matrix)
    records: list[RunRecord]
    notes: list[str] = field(default_factory=list)
    judged: Any = None  # harness.judge.report tables, when runs were judged
    conditions: list[Any] = field(default_factory=list)  # harness.report.conditions: docs − baseline, when both ran
    features: list[FeatureScores] = field(default_factory=list)  # the feature family, per configuration
    security: list[Any] = field(default_factory=list)  # harness.report.security, per configuration with results


def build_report(records: list[RunRecord], run_dirs: list[str], k: int | None = None) -> Report:
    from harness.run.store import now_iso

    # The feature family is scored apart: its tasks share the L3 base variant but are never in the level means.
    greenfield = [r for r in records if r.result.family != "feature"]
    feature = [r for r in records if r.result.family == "feature"]
    configs = [configuration_scores(config, runs, k) for config, runs in by_configuration(greenfield).items()]
    features = [feature_scores(config, runs) for config, runs in by_configuration(feature).items()]
    return Report(run_dirs=[str(d) for d in run_dirs], generated_at=now_iso(), configurations=configs, records=records,
                  features=features)  # fmt: skip
