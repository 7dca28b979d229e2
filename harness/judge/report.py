"""The judged tables of `harness report`: the judged distribution per configuration and framework, the
share of data-layer defects among logic errors, and how the judged category agrees with the
deterministic one. Reads the cached judgements only (`harness judge` makes them); runs never judged
are counted as `not judged`."""

from __future__ import annotations

import html as _html
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from harness.judge.core import load_judgements, needs_judgement
from harness.judge.schema import CATEGORIES, DATA_LAYER, UNJUDGED
from harness.report.data import RunRecord

NOT_JUDGED = "not judged"
COLUMNS = (*CATEGORIES, UNJUDGED, NOT_JUDGED)

# Judged categories consistent with each deterministic category (the taxonomy says where, the judge why).
CONSISTENT: dict[str, tuple[str, ...]] = {
    "partial": ("logic_error", "incomplete_implementation", "schema_format_error", "premature_termination", "other"),
    "constraint_violation": ("constraint_violation",),
    "start_failed": ("server_startup_failure",),
    "setup_failed": ("server_startup_failure",),
    "timeout": ("stuck_in_loop", "incomplete_implementation", "premature_termination"),
    "no_patch": ("premature_termination", "incomplete_implementation", "stuck_in_loop"),
    "agent_error": ("premature_termination", "other"),
}


@dataclass
class DistributionRow:
    configuration: str
    framework: str
    failed: int
    counts: dict[str, int]


@dataclass
class DataLayerRow:
    configuration: str
    logic_errors: int
    data_layer: int
    subcategories: dict[str, int]

    @property
    def share(self) -> float | None:
        return self.data_layer / self.logic_errors if self.logic_errors else None


@dataclass
class JudgedTables:
    judge_models: list[str]
    distribution: list[DistributionRow] = field(default_factory=list)
    data_layer: list[DataLayerRow] = field(default_factory=list)
    crosstab: dict[str, dict[str, int]] = field(default_factory=dict)  # deterministic -> judged -> runs
    consistent: int = 0
    compared: int = 0  # judged runs (not unjudged) with a deterministic category

    @property
    def empty(self) -> bool:
        return not self.judge_models

    @property
    def consistency(self) -> float | None:
        return self.consistent / self.compared if self.compared else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "judge_models": self.judge_models,
            "distribution": [vars(r) for r in self.distribution],
            "data_layer": [{**vars(r), "share": r.share} for r in self.data_layer],
            "agreement": {"crosstab": self.crosstab, "consistent": self.consistent, "compared": self.compared,
                          "consistency": self.consistency, "consistent_pairs": {k: list(v) for k, v in CONSISTENT.items()}},
        }  # fmt: skip


def judged_tables(records: list[RunRecord], model: str | None = None) -> JudgedTables:
    """The tables over `records` (the report's RunRecords). With several cached judgements of a run
    (other judge models or prompt versions) the newest is used unless `model` picks the judge."""
    from harness.report.taxonomy import classify

    dist: dict[tuple[str, str], DistributionRow] = {}
    layer: dict[str, DataLayerRow] = {}
    models: set[str] = set()
    tables = JudgedTables(judge_models=[])
    for record in records:
        if not needs_judgement(record):
            continue
        label = record.config.label
        row = dist.setdefault((label, record.result.framework),
                              DistributionRow(label, record.result.framework, 0, {c: 0 for c in COLUMNS}))  # fmt: skip
        row.failed += 1
        found = load_judgements(record.path, record.result.run_key, model)
        if not found:
            row.counts[NOT_JUDGED] += 1
            continue
        judgement = found[0]
        models.add(judgement.judge_model)
        row.counts[judgement.category] = row.counts.get(judgement.category, 0) + 1
        deterministic = (record.failure or classify(record)).category
        tables.crosstab.setdefault(deterministic, {})
        tables.crosstab[deterministic][judgement.category] = tables.crosstab[deterministic].get(judgement.category, 0) + 1
        if judgement.category != UNJUDGED:
            tables.compared += 1
            tables.consistent += int(judgement.category in CONSISTENT.get(deterministic, ()))
        if judgement.category == "logic_error":
            lrow = layer.setdefault(label, DataLayerRow(label, 0, 0, Counter()))
            lrow.logic_errors += 1
            lrow.data_layer += int(judgement.subcategory in DATA_LAYER)
            lrow.subcategories[judgement.subcategory or "?"] += 1
    if not models:
        return tables  # nothing judged: the report shows no judged section
    tables.judge_models = sorted(models)
    tables.distribution = sorted(dist.values(), key=lambda r: (r.configuration, r.framework))
    tables.data_layer = [DataLayerRow(r.configuration, r.logic_errors, r.data_layer, dict(r.subcategories))
                         for r in sorted(layer.values(), key=lambda r: r.configuration)]  # fmt: skip
    return tables


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{100 * value:.1f}%"


def _used_columns(tables: JudgedTables) -> list[str]:
    return [c for c in COLUMNS if any(r.counts.get(c) for r in tables.distribution)]


def print_judged(tables: JudgedTables, console) -> None:
    """Rich tables on `console`; prints nothing when no run was judged."""
    from rich.table import Table

    if tables.empty:
        return
    columns = _used_columns(tables)
    title = f"Judged failure causes (judge: {', '.join(tables.judge_models)})"
    table = Table("configuration", "framework", "failed", *columns, title=title)
    for row in tables.distribution:
        table.add_row(row.configuration, row.framework, str(row.failed), *(str(row.counts.get(c, 0)) for c in columns))
    console.print(table)
    layer = Table("configuration", "logic errors", "data-layer", "share", title="Data-layer defects among logic errors "
                  "(incorrect_query_logic + db_orm_runtime_error)")  # fmt: skip
    for row in tables.data_layer:
        layer.add_row(row.configuration, str(row.logic_errors), str(row.data_layer), _pct(row.share))
    if tables.data_layer:
        console.print(layer)
    judged = sorted({j for row in tables.crosstab.values() for j in row})
    cross = Table("deterministic \\ judged", *judged, title=f"Agreement with the deterministic taxonomy: "
                  f"{tables.consistent}/{tables.compared} consistent ({_pct(tables.consistency)})")  # fmt: skip
    for det in sorted(tables.crosstab):
        cross.add_row(det, *(str(tables.crosstab[det].get(j, 0)) for j in judged))
    console.print(cross)


def judged_html(tables: JudgedTables) -> str:
    """A self-contained HTML section (no scripts, no external assets); '' when no run was judged."""
    if tables.empty:
        return ""
    e = _html.escape
    columns = _used_columns(tables)
    out = [f"<section id=\"judged\"><h2>Judged failure causes</h2><p>judge: {e(', '.join(tables.judge_models))}</p>",
           "<table><tr><th>configuration</th><th>framework</th><th>failed</th>"
           + "".join(f"<th>{e(c)}</th>" for c in columns) + "</tr>"]  # fmt: skip
    for row in tables.distribution:
        out.append(f"<tr><td>{e(row.configuration)}</td><td>{e(row.framework)}</td><td>{row.failed}</td>"
                   + "".join(f"<td>{row.counts.get(c, 0)}</td>" for c in columns) + "</tr>")  # fmt: skip
    out.append("</table><h3>Data-layer defects among logic errors</h3><table><tr><th>configuration</th>"
               "<th>logic errors</th><th>data-layer</th><th>share</th></tr>")  # fmt: skip
    for row in tables.data_layer:
        out.append(f"<tr><td>{e(row.configuration)}</td><td>{row.logic_errors}</td><td>{row.data_layer}</td>"
                   f"<td>{_pct(row.share)}</td></tr>")  # fmt: skip
    judged = sorted({j for row in tables.crosstab.values() for j in row})
    out.append(f"</table><h3>Agreement with the deterministic taxonomy: {tables.consistent}/{tables.compared} "
               f"consistent ({_pct(tables.consistency)})</h3><table><tr><th>deterministic \\ judged</th>"
               + "".join(f"<th>{e(j)}</th>" for j in judged) + "</tr>")  # fmt: skip
    for det in sorted(tables.crosstab):
        out.append(f"<tr><td>{e(det)}</td>" + "".join(f"<td>{tables.crosstab[det].get(j, 0)}</td>" for j in judged) + "</tr>")
    out.append("</table></section>")
    return "\n".join(out)
