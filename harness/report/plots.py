"""The report's PNG figures (matplotlib, Agg backend, imported only here). Each PNG carries the numbers it
plots as JSON in its "Description" text chunk, so a figure can be checked (or re-plotted) from the file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from harness.catalog.tasks import LEVELS
from harness.report.scores import CONSTRAINTS, Report
from harness.report.taxonomy import CATEGORIES

CATEGORY_COLOURS = {
    "pass": "#2e7d32", "partial": "#f9a825", "constraint_violation": "#8e24aa", "start_failed": "#c62828",
    "setup_failed": "#ef6c00", "timeout": "#5d4037", "no_patch": "#757575", "agent_error": "#1565c0",
    "infra_error": "#bdbdbd",
}  # fmt: skip
FIGURES = ("decay", "heatmap", "marginal_effects", "failures")


def _pyplot():
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt


def _save(fig, path: Path, data: Any) -> Path:
    fig.savefig(path, dpi=110, bbox_inches="tight", metadata={"Description": json.dumps(data, sort_keys=True)})
    _pyplot().close(fig)
    return path


def png_data(path: Path) -> Any:
    """The numbers a figure plots, read back from its PNG."""
    from PIL import Image

    with Image.open(path) as image:
        return json.loads(image.text["Description"])


def decay_curve(report: Report, path: Path) -> Path:
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7, 4.2))
    data = {}
    for index, scores in enumerate(report.configurations):
        colour = f"C{index % 10}"
        levels = [lv for lv in LEVELS if lv in scores.strict]
        x = [LEVELS.index(lv) for lv in levels]
        strict = [scores.strict[lv].mean for lv in levels]
        raw = [scores.raw[lv].mean for lv in levels]
        low = [scores.strict[lv].low if scores.strict[lv].low is not None else scores.strict[lv].mean for lv in levels]
        high = [scores.strict[lv].high if scores.strict[lv].high is not None else scores.strict[lv].mean for lv in levels]
        ax.plot(x, strict, marker="o", color=colour, label=f"{scores.config.label} (strict)")
        ax.fill_between(x, low, high, color=colour, alpha=0.18, linewidth=0)
        ax.plot(x, raw, linestyle="--", marker=".", color=colour, alpha=0.7, label=f"{scores.config.label} (raw)")
        data[scores.config.label] = {lv: {"strict": s, "raw": r, "low": lo, "high": hi}
                                     for lv, s, r, lo, hi in zip(levels, strict, raw, low, high)}  # fmt: skip
    ax.set_xticks(range(len(LEVELS)), LEVELS)
    ax.set_ylim(-2, 102)
    ax.set_xlabel("constraint level")
    ax.set_ylabel("A% (mean over tasks)")
    ax.set_title("Constraint decay: A% by level (bands: bootstrap 95% CI of A% strict)")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, loc="lower left")
    return _save(fig, path, data)


def heatmap(report: Report, path: Path) -> Path:
    plt = _pyplot()
    configs = report.configurations
    columns = list(LEVELS) + ["all"]
    rows = max([len(s.frameworks) for s in configs] + [1])
    panels = max(1, len(configs))  # a report of feature-family runs only has no greenfield configuration
    fig, axes = plt.subplots(1, panels, figsize=(5.6 * panels + 1, 0.45 * rows + 1.8), squeeze=False,
                             layout="constrained")  # fmt: skip
    data = {}
    image = None
    for ax, scores in zip(axes[0], configs):
        frameworks = list(scores.frameworks)
        matrix = [[scores.frameworks[f].get(c) for c in columns] for f in frameworks]
        shown = [[float("nan") if v is None else v for v in row] for row in matrix]
        image = ax.imshow(shown, cmap="RdYlGn", vmin=0, vmax=100, aspect="auto")
        for i, row in enumerate(matrix):
            for j, value in enumerate(row):
                if value is not None:
                    ax.text(j, i, f"{value:.1f}", ha="center", va="center", fontsize=8)
        ax.set_xticks(range(len(columns)), columns)
        ax.set_yticks(range(len(frameworks)), frameworks)
        ax.set_title(scores.config.label, fontsize=9)
        data[scores.config.label] = {f: dict(zip(columns, row)) for f, row in zip(frameworks, matrix)}
    if image is not None:
        fig.colorbar(image, ax=axes[0].tolist(), label="A% strict", shrink=0.8)
    fig.suptitle("A% strict by framework and level")
    return _save(fig, path, data)


def marginal_effects(report: Report, path: Path) -> Path:
    plt = _pyplot()
    names = list(CONSTRAINTS)
    configs = report.configurations
    width = 0.8 / max(1, len(configs))
    fig, ax = plt.subplots(figsize=(7, 4))
    data = {}
    for index, scores in enumerate(configs):
        means = [scores.marginal[n].effect.mean for n in names]
        errors = [scores.marginal[n].effect.sem or 0.0 for n in names]
        x = [i + (index - (len(configs) - 1) / 2) * width for i in range(len(names))]
        ax.bar(x, [m or 0.0 for m in means], width, yerr=errors, capsize=3, color=f"C{index % 10}",
               label=scores.config.label)  # fmt: skip
        data[scores.config.label] = {n: {"mean": m, "sem": scores.marginal[n].effect.sem,
                                         "pairs": scores.marginal[n].effect.n} for n, m in zip(names, means)}  # fmt: skip
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xticks(range(len(names)), names)
    ax.set_ylabel("Δ A% strict (with − without)")
    ax.set_title("Matched-pair marginal effect of each constraint (mean ± SEM over pairs)")
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.1), ncol=2)
    return _save(fig, path, data)


def failures(report: Report, path: Path) -> Path:
    plt = _pyplot()
    by_config = {s.config.label: s.failures for s in report.configurations}
    by_framework: dict[str, dict[str, int]] = {}
    for scores in report.configurations:
        for framework, counts in scores.failures_by_framework.items():
            merged = by_framework.setdefault(framework, {})
            for category, count in counts.items():
                merged[category] = merged.get(category, 0) + count
    fig, axes = plt.subplots(1, 2, figsize=(12, 0.5 * max(len(by_config), len(by_framework), 2) + 1.8))
    for ax, (title, groups) in zip(axes, (("per configuration", by_config), ("per framework (all configurations)", by_framework))):
        labels = list(groups)
        left = [0.0] * len(labels)
        for category in CATEGORIES:
            counts = [groups[label].get(category, 0) for label in labels]
            totals = [max(1, sum(groups[label].values())) for label in labels]
            shares = [100.0 * c / t for c, t in zip(counts, totals)]
            if any(counts):
                ax.barh(labels, shares, left=left, color=CATEGORY_COLOURS[category], label=category)
                left = [a + b for a, b in zip(left, shares)]
        ax.set_xlim(0, 100)
        ax.set_xlabel("% of runs")
        ax.set_title(title, fontsize=10)
        ax.invert_yaxis()
    handles, names = axes[0].get_legend_handles_labels()
    seen = dict(zip(names, handles))
    for handle, name in zip(*axes[1].get_legend_handles_labels()):
        seen.setdefault(name, handle)
    if seen:  # nothing to show when only feature-family runs were given
        fig.legend(seen.values(), seen.keys(), loc="lower center", ncol=min(5, len(seen)), fontsize=8,
                   bbox_to_anchor=(0.5, -0.02))  # fmt: skip
    fig.suptitle("Failure categories")
    fig.tight_layout(rect=(0, 0.08, 1, 1))
    return _save(fig, path, {"configurations": by_config, "frameworks": by_framework})


def write_plots(report: Report, out_dir: Path) -> dict[str, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    makers = {"decay": decay_curve, "heatmap": heatmap, "marginal_effects": marginal_effects, "failures": failures}
    return {name: maker(report, out_dir / f"{name}.png") for name, maker in makers.items()}
