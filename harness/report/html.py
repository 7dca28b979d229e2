"""One self-contained report.html: tables, the figures (inline PNG), and a drill-down from a cell of the
task matrix to its runs, their failed checks, verifier verdicts and the tail of the server log."""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

import jinja2

from harness.catalog.tasks import LEVELS
from harness.report.data import RunRecord
from harness.report.scores import CONSTRAINTS, Report
from harness.report.taxonomy import CATEGORIES, read_tail
from harness.run.store import write_atomic

MAX_FAILED_CHECKS = 60
LOG_TAIL_LINES = 40


def _tail_lines(path: Path, lines: int = LOG_TAIL_LINES) -> str:
    text = read_tail(path, 16_000)
    return "\n".join(text.splitlines()[-lines:])


def _failed_checks(record: RunRecord) -> tuple[list[dict[str, Any]], int]:
    try:
        data = json.loads((record.path / "suite.json").read_text())
    except (OSError, ValueError):
        return [], 0
    failed = [c for c in data.get("checks", []) if not c.get("passed")]
    shown = [{"request": f"{c.get('request_index')} {c.get('request_name', '')}",
              "check": c.get("description") or f"{c.get('kind')} {c.get('subject')}",
              "expected": json.dumps(c.get("expected"))[:200], "actual": json.dumps(c.get("actual"))[:200]}
             for c in failed[:MAX_FAILED_CHECKS]]  # fmt: skip
    return shown, len(failed)


def _run_view(record: RunRecord) -> dict[str, Any]:
    r = record.result
    checks, failed_total = _failed_checks(record) if r.passed < r.total else ([], 0)
    failure = record.failure
    return {
        "sample": r.sample, "status": r.status, "category": failure.category if failure else "",
        "detail": failure.detail if failure else "", "endpoints": list(failure.endpoints[:5]) if failure else [],
        "a_raw": r.a_raw, "a_strict": r.a_strict, "passed": r.passed, "total": r.total, "error": r.error,
        "tokens": r.agent_stats.input_tokens + r.agent_stats.output_tokens, "cost": r.agent_stats.cost_usd,
        "web_codebleu": record.codebleu.get("web_codebleu") if record.codebleu else None,
        "verifiers": [v.model_dump() for v in r.verifiers], "verifiers_run": r.verifiers_run, "checks": checks, "failed_total": failed_total,
        "security": r.security,
        "server_log": _tail_lines(record.path / "server.log"),
        "setup_log": _tail_lines(record.path / "setup.log") if r.status == "setup_failed" else "",
        "path": str(record.path),
    }  # fmt: skip


def _image(path: Path) -> str:
    return "data:image/png;base64," + base64.b64encode(path.read_bytes()).decode()


def _colour(value: float | None) -> str:
    if value is None:
        return "#eeeeee"
    hue = int(120 * max(0.0, min(100.0, value)) / 100)  # red (0) -> green (120)
    return f"hsl({hue}, 65%, 78%)"


def render_html(report: Report, plots: dict[str, Path]) -> str:
    from harness.catalog.tasks import variants

    env = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.filters["pct"] = lambda v: "–" if v is None else f"{v:.1f}"
    env.filters["frac"] = lambda v: "–" if v is None else f"{v:.3f}"
    env.filters["usd"] = lambda v: "?" if v is None else f"${v:.4f}"
    env.globals["colour"] = _colour
    runs_by_cell: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for record in report.records:
        runs_by_cell.setdefault((record.config.id, record.task), []).append(_run_view(record))
    matrices = []
    variant_order = list(variants())
    for scores in report.configurations:
        cells = {(c.framework, c.variant): c for c in scores.cells}
        shown_variants = [v for v in variant_order if any(key[1] == v for key in cells)]
        extra = sorted({key[1] for key in cells} - set(shown_variants))
        matrices.append({"scores": scores, "variants": shown_variants + extra,
                         "frameworks": sorted({c.framework for c in scores.cells}), "cells": cells})  # fmt: skip
    template = env.from_string(TEMPLATE)
    return template.render(
        report=report, levels=LEVELS, constraints=list(CONSTRAINTS), categories=CATEGORIES, matrices=matrices,
        runs_by_cell=runs_by_cell, images={name: _image(path) for name, path in plots.items()},
        start_classes=_start_classes(),
    )  # fmt: skip


def _start_classes() -> tuple[str, ...]:
    from harness.report.conditions import START_CLASSES

    return START_CLASSES


def write_html(report: Report, plots: dict[str, Path], path: Path) -> Path:
    write_atomic(path, render_html(report, plots))
    return path


TEMPLATE = r"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<script>
window.__errors = [];
window.addEventListener("error", function (e) {
  window.__errors.push(String(e.message || e));
  document.documentElement.setAttribute("data-errors", String(window.__errors.length));
});
</script>
<title>conduit-harness report</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em auto; max-width: 1300px; color: #222; padding: 0 1em; }
table { border-collapse: collapse; margin: .6em 0 1.2em; font-size: 13px; }
th, td { border: 1px solid #ccc; padding: 3px 7px; text-align: right; vertical-align: top; }
th { background: #f3f3f3; } td.l, th.l { text-align: left; }
img { max-width: 100%; border: 1px solid #ddd; margin: .4em 0; }
.matrix td a { display: block; color: #000; text-decoration: none; }
details { margin: .3em 0 .3em 1em; } summary { cursor: pointer; }
details.cell { border-left: 3px solid #999; padding-left: .6em; }
pre { background: #f7f7f7; padding: .5em; overflow-x: auto; font-size: 12px; max-height: 24em; }
.note { color: #8a5a00; } .muted { color: #777; }
</style></head>
<body data-ready="0">
<h1>conduit-harness report</h1>
<p class="muted">generated {{ report.generated_at }} from {{ report.run_dirs | join(", ") }};
{{ report.records | length }} runs, {{ report.configurations | length }} configuration(s).
A% per task = mean over its samples; per level = mean over tasks. Brackets: bootstrap 95% CI (tasks resampled).
infra_error runs are left out of every score.</p>
{% for note in report.notes %}<p class="note">{{ note }}</p>{% endfor %}
{% for m in matrices %}{% for note in m.scores.notes %}<p class="note">{{ m.scores.config.label }}: {{ note }}</p>{% endfor %}{% endfor %}

<h2 id="scores">Scores</h2>
<table id="scores-table"><tr><th class="l">configuration</th>{% for lv in levels %}<th>A% strict {{ lv }}</th>{% endfor %}
<th>all</th><th>ΔA% (L3−L0)</th><th>pass@1</th><th>pass@k</th><th>pass^k</th><th>Web-CodeBLEU</th><th>KW-F1</th></tr>
{% for m in matrices %}{% set s = m.scores %}<tr><td class="l">{{ s.config.label }}</td>
{% for lv in levels %}<td>{{ s.strict[lv].text() if lv in s.strict else "–" }}</td>{% endfor %}
<td>{{ s.strict["all"].text() if "all" in s.strict else "–" }}</td><td>{{ s.delta_strict.text() }}</td>
<td>{{ s.pass_at_1.get("all") | frac }}</td><td>{{ s.pass_at_k.get("all") | frac }} (k={{ s.k }})</td>
<td>{{ s.pass_hat_k.get("all") | frac }} (k={{ s.k }})</td><td>{{ s.web_codebleu | frac }}</td><td>{{ s.kw_f1 | frac }}</td></tr>
{% endfor %}</table>
<table id="raw-table"><tr><th class="l">configuration</th>{% for lv in levels %}<th>A% raw {{ lv }}</th>{% endfor %}<th>all</th><th>ΔA% raw</th>
{% for lv in levels %}<th>pass@1 {{ lv }}</th>{% endfor %}</tr>
{% for m in matrices %}{% set s = m.scores %}<tr><td class="l">{{ s.config.label }}</td>
{% for lv in levels %}<td>{{ s.raw[lv].text() if lv in s.raw else "–" }}</td>{% endfor %}
<td>{{ s.raw["all"].text() if "all" in s.raw else "–" }}</td><td>{{ s.delta_raw.text() }}</td>
{% for lv in levels %}<td>{{ s.pass_at_1.get(lv) | frac }}</td>{% endfor %}</tr>
{% endfor %}</table>
<img alt="A% by level" src="{{ images.decay }}">
<img alt="framework × level heatmap" src="{{ images.heatmap }}">

<h2 id="constraints">Constraints</h2>
<table id="marginal-table"><tr><th class="l">configuration</th>{% for c in constraints %}<th>Δ {{ c }} (mean ± SEM [CI], pairs)</th>{% endfor %}</tr>
{% for m in matrices %}{% set s = m.scores %}<tr><td class="l">{{ s.config.label }}</td>
{% for c in constraints %}{% set e = s.marginal[c].effect %}<td>{{ e.text() }} ({{ e.n }})</td>{% endfor %}</tr>
{% endfor %}</table>
{% for m in matrices %}<details><summary>matched pairs — {{ m.scores.config.label }}</summary>
<table><tr><th class="l">constraint</th><th class="l">framework</th><th class="l">with</th><th class="l">without</th><th>Δ A% strict</th></tr>
{% for c in constraints %}{% for p in m.scores.marginal[c].pairs %}<tr><td class="l">{{ c }}</td><td class="l">{{ p.framework }}</td>
<td class="l">{{ p.with }}</td><td class="l">{{ p.without }}</td><td>{{ p.delta | pct }}</td></tr>{% endfor %}{% endfor %}
</table></details>{% endfor %}
<table id="constraint-table"><tr><th class="l">configuration</th><th>no constraint</th>{% for c in constraints %}<th>tasks with {{ c }}</th>{% endfor %}</tr>
{% for m in matrices %}{% set s = m.scores %}<tr><td class="l">{{ s.config.label }}</td><td>{{ s.constraints["none"].text() }}</td>
{% for c in constraints %}<td>{{ s.constraints[c].text() }}</td>{% endfor %}</tr>{% endfor %}</table>
<img alt="marginal effects" src="{{ images.marginal_effects }}">

<h2 id="failures">Failures</h2>
<table id="failure-table"><tr><th class="l">configuration</th><th class="l">framework</th>{% for c in categories %}<th>{{ c }}</th>{% endfor %}</tr>
{% for m in matrices %}{% set s = m.scores %}<tr><td class="l"><b>{{ s.config.label }}</b></td><td class="l"><b>all</b></td>
{% for c in categories %}<td><b>{{ s.failures.get(c, "") }}</b></td>{% endfor %}</tr>
{% for f, counts in s.failures_by_framework.items() %}<tr><td class="l"></td><td class="l">{{ f }}</td>
{% for c in categories %}<td>{{ counts.get(c, "") }}</td>{% endfor %}</tr>{% endfor %}{% endfor %}</table>
<table id="failure-details"><tr><th class="l">configuration</th><th class="l">category</th><th class="l">detail (exception class, reason, budget …)</th><th>runs</th></tr>
{% for m in matrices %}{% for category, counts in m.scores.failure_details.items() %}{% for detail, n in counts.items() %}
<tr><td class="l">{{ m.scores.config.label }}</td><td class="l">{{ category }}</td><td class="l">{{ detail }}</td><td>{{ n }}</td></tr>
{% endfor %}{% endfor %}{% endfor %}</table>
{% for m in matrices %}{% if m.scores.failing_endpoints %}<p>{{ m.scores.config.label }} — endpoints failing most in partial runs:
{% for e, n in m.scores.failing_endpoints %}<code>{{ e }}</code> ({{ n }}){% if not loop.last %}, {% endif %}{% endfor %}</p>{% endif %}{% endfor %}
<img alt="failure categories" src="{{ images.failures }}">

{% if report.conditions %}<h2 id="conditions">Conditions: docs − baseline</h2>
<p class="muted">Paired on the same configuration, task and sample; ΔA% = docs − baseline, mean ± SEM over pairs (n pairs).</p>
{% for c in report.conditions %}<h3>{{ c.config.label }}</h3>
<table class="conditions-table"><tr><th class="l"></th>{% for lv in c.strict %}<th>{{ lv }}</th>{% endfor %}</tr>
<tr><td class="l">ΔA% strict</td>{% for lv in c.strict %}<td>{{ c.strict[lv].text() }}</td>{% endfor %}</tr>
<tr><td class="l">ΔA% raw</td>{% for lv in c.raw %}<td>{{ c.raw[lv].text() }}</td>{% endfor %}</tr></table>
<table class="start-failure-table"><tr><th class="l">start failure class</th><th>baseline</th><th>docs</th></tr>
{% for name in start_classes %}{% set b = c.start_failures["baseline"].get(name, 0) %}{% set d = c.start_failures["docs"].get(name, 0) %}
{% if b or d %}<tr><td class="l">{{ name }}</td><td>{{ b }}</td><td>{{ d }}</td></tr>{% endif %}{% endfor %}
<tr><td class="l muted">counted runs</td><td>{{ c.runs["baseline"] }}</td><td>{{ c.runs["docs"] }}</td></tr></table>
<details><summary>per task (A% strict, mean over its pairs){% if c.docs_packages %} — documented: {% for p, v in c.docs_packages.items() %}{{ p }} {{ v }}{% if not loop.last %}, {% endif %}{% endfor %}{% endif %}</summary>
<table><tr><th class="l">task</th><th class="l">level</th><th>pairs</th><th>baseline</th><th>docs</th><th>Δ</th></tr>
{% for t in c.tasks %}<tr><td class="l">{{ t.task }}</td><td class="l">{{ t.level }}</td><td>{{ t.pairs }}</td><td>{{ t.baseline | pct }}</td>
<td>{{ t.docs | pct }}</td><td>{{ "%+.1f" | format(t.delta) }}</td></tr>{% endfor %}</table></details>{% endfor %}
{% endif %}
{% if report.features %}<h2 id="feature-family">Feature family</h2>
<p class="muted">Complete a repository missing one feature group (A% strict per framework × feature, mean over samples); kept out of the level means above.</p>
{% for f in report.features %}{% set names = f.features.keys() | reject("equalto", "all") | list %}{% set cells = f.cells | groupby("framework") %}
<h3>{{ f.config.label }}</h3>
<table class="feature-table"><tr><th class="l">framework</th>{% for n in names %}<th>{{ n }}</th>{% endfor %}</tr>
{% for framework, items in cells %}<tr><td class="l">{{ framework }}</td>{% for n in names %}{% set found = items | selectattr("feature", "equalto", n) | list %}
{% if found %}{% set cell = found[0] %}<td style="background: {{ colour(cell.a_strict) }}" title="{{ cell.task }}: raw {{ cell.a_raw | pct }}, {{ cell.successes }}/{{ cell.n }} successful">{{ cell.a_strict | pct }}</td>{% else %}<td>–</td>{% endif %}{% endfor %}</tr>{% endfor %}
<tr><td class="l"><b>mean</b></td>{% for n in names %}<td><b>{{ f.features[n].text(ci=False) }}</b></td>{% endfor %}</tr></table>{% endfor %}
{% endif %}
{% if report.security %}<h2 id="security">Security</h2>
<p class="muted">Security probes (suites/security.yaml, docs/security.md) on every run's server after the functional suite.
Security rate = probes passed / probes per run (a skipped probe is never a pass), mean over samples, then over tasks.
sec_pass@k: a sample counts when it passes the functional suite and every probe (BaxBench).</p>
{% for s in report.security %}{% for note in s.notes %}<p class="note">{{ s.config.label }}: {{ note }}</p>{% endfor %}{% endfor %}
<table id="security-table"><tr><th class="l">configuration</th>{% for lv in levels %}<th>security {{ lv }}</th>{% endfor %}
<th>all</th><th>pass@1</th><th>sec_pass@1</th><th>sec_pass@k</th><th>runs</th></tr>
{% for s in report.security %}<tr><td class="l">{{ s.config.label }}</td>{% for lv in levels %}<td>{{ s.rate.get(lv) | pct }}</td>{% endfor %}
<td>{{ s.rate.get("all") | pct }}</td><td>{{ s.pass_at_1.get("all") | frac }}</td><td>{{ s.sec_pass_at_1.get("all") | frac }}</td>
<td>{{ s.sec_pass_at_k.get("all") | frac }} (k={{ s.k }})</td><td>{{ s.measured_runs }}</td></tr>{% endfor %}</table>
{% for s in report.security %}<h3>{{ s.config.label }}</h3>
<table class="security-frameworks"><tr><th class="l">framework</th>{% for lv in levels %}<th>{{ lv }}</th>{% endfor %}<th>all</th></tr>
{% for f, values in s.frameworks.items() %}<tr><td class="l">{{ f }}</td>{% for lv in levels %}{% set v = values.get(lv) %}
<td style="background: {{ colour(v) }}">{{ v | pct }}</td>{% endfor %}<td>{{ values.get("all") | pct }}</td></tr>{% endfor %}</table>
<table class="cwe-table"><tr><th class="l">CWE (runs where a probe failed)</th>{% for f in s.frameworks %}<th>{{ f }}</th>{% endfor %}</tr>
{% for cwe in s.cwes %}<tr><td class="l"><a href="https://cwe.mitre.org/data/definitions/{{ cwe.split("-")[1] }}.html">{{ cwe }}</a></td>
{% for f in s.frameworks %}{% set n = s.cwe_framework[cwe][f] %}<td{% if n %} style="background: #f4b6b6"{% endif %}>{{ n }}/{{ s.runs_by_framework[f] }}</td>{% endfor %}</tr>{% endfor %}</table>
{% if s.probes_failed %}<p>probes failed (runs): {% for probe, n in s.probes_failed.items() %}<code>{{ probe }}</code> ({{ n }}){% if not loop.last %}, {% endif %}{% endfor %}</p>{% endif %}
{% endfor %}{% endif %}
<h2 id="cost">Cost</h2>
<table id="cost-table"><tr><th class="l">configuration</th><th>runs</th><th>successes</th><th>tokens in</th><th>tokens out</th>
<th>tokens / run</th><th>USD</th><th>USD / run</th><th>USD / success</th><th>runs with unknown price</th></tr>
{% for m in matrices %}{% set c = m.scores.cost %}<tr><td class="l">{{ m.scores.config.label }}</td><td>{{ c.runs }}</td><td>{{ c.successes }}</td>
<td>{{ c.input_tokens }}</td><td>{{ c.output_tokens }}</td><td>{{ "%.0f" | format(c.tokens_per_run) }}</td><td>{{ c.cost_usd | usd }}</td>
<td>{{ c.usd_per_run | usd }}</td><td>{{ c.usd_per_success | usd }}</td><td>{{ c.unknown_price_runs }}</td></tr>{% endfor %}</table>

<h2 id="drilldown">Cells</h2>
<p class="muted">Click a cell (A% strict, mean over samples) to see its runs; a run shows its failed checks and the end of its server log.</p>
{% for m in matrices %}{% set cid = m.scores.config.id %}
<h3>{{ m.scores.config.label }}</h3>
<table class="matrix"><tr><th class="l">framework</th>{% for v in m.variants %}<th>{{ v }}</th>{% endfor %}</tr>
{% for f in m.frameworks %}<tr><td class="l">{{ f }}</td>{% for v in m.variants %}{% set cell = m.cells.get((f, v)) %}
{% if cell %}<td style="background: {{ colour(cell.a_strict) }}"><a href="#cell-{{ cid }}-{{ cell.task }}">{{ cell.a_strict | pct }}</a></td>
{% else %}<td class="muted">–</td>{% endif %}{% endfor %}</tr>{% endfor %}</table>
{% for cell in m.scores.cells %}
<details class="cell" id="cell-{{ cid }}-{{ cell.task }}"><summary><b>{{ cell.task }}</b> ({{ cell.level }}) — A% strict {{ cell.a_strict | pct }},
raw {{ cell.a_raw | pct }}, {{ cell.successes }}/{{ cell.n }} successful{% if cell.infra_errors %}, {{ cell.infra_errors }} infra_error{% endif %}</summary>
<table><tr><th>sample</th><th class="l">status</th><th class="l">category</th><th class="l">detail</th><th>checks</th><th>A% raw</th><th>A% strict</th>
<th>tokens</th><th>cost</th><th>Web-CodeBLEU</th></tr>
{% for run in runs_by_cell.get((cid, cell.task), []) %}<tr><td>{{ run.sample }}</td><td class="l">{{ run.status }}</td><td class="l">{{ run.category }}</td>
<td class="l">{{ run.detail or "" }}</td><td>{{ run.passed }}/{{ run.total }}</td><td>{{ run.a_raw | pct }}</td><td>{{ run.a_strict | pct }}</td>
<td>{{ run.tokens }}</td><td>{{ run.cost | usd }}</td><td>{{ run.web_codebleu | frac }}</td></tr>{% endfor %}</table>
{% for run in runs_by_cell.get((cid, cell.task), []) %}
<details class="run"><summary>sample {{ run.sample }}: {{ run.category }}{% if run.detail %} — {{ run.detail }}{% endif %}</summary>
<p class="muted">{{ run.path }}{% if run.error %} — {{ run.error }}{% endif %}</p>
{% if run.endpoints %}<p>failing endpoints: {% for e in run.endpoints %}<code>{{ e }}</code> {% endfor %}</p>{% endif %}
{% if run.verifiers %}<table><tr><th class="l">verifier</th><th class="l">mode</th><th class="l">passed</th><th class="l">evidence</th></tr>
{% for v in run.verifiers %}<tr><td class="l">{{ v.get("name", "") }}</td><td class="l">{{ v.get("mode", "") }}</td><td class="l">{{ v.get("passed") }}</td>
<td class="l">{{ v.get("evidence", "") | string | truncate(300) }}</td></tr>{% endfor %}</table>
{% elif not run.verifiers_run %}<p class="muted">verifiers not run</p>{% endif %}
{% if run.security.ran %}<p class="security-line">security: {{ run.security.passed }}/{{ run.security.total }} probes passed{% if run.security.failed %};
failed: {% for p in run.security.failed %}<code>{{ p }}</code> {% endfor %}({{ run.security.cwes_failed | join(", ") }}){% endif %}{% if run.security.skipped %};
skipped or not run: {{ run.security.skipped | join(", ") }}{% endif %}</p>{% else %}<p class="muted">security not run</p>{% endif %}
{% if run.checks %}<table class="checks"><tr><th class="l">request</th><th class="l">check</th><th class="l">expected</th><th class="l">actual</th></tr>
{% for c in run.checks %}<tr><td class="l">{{ c.request }}</td><td class="l">{{ c.check }}</td><td class="l">{{ c.expected }}</td><td class="l">{{ c.actual }}</td></tr>{% endfor %}</table>
{% if run.failed_total > run.checks | length %}<p class="muted">… and {{ run.failed_total - run.checks | length }} more failed checks (suite.json)</p>{% endif %}{% endif %}
{% if run.setup_log %}<p>setup log (tail)</p><pre>{{ run.setup_log }}</pre>{% endif %}
<p>server log (last lines)</p><pre>{{ run.server_log or "(empty)" }}</pre>
</details>{% endfor %}
</details>{% endfor %}{% endfor %}

<script>
(function () {
  function openTarget() {
    var id = decodeURIComponent(location.hash.slice(1));
    var node = id ? document.getElementById(id) : null;
    while (node) { if (node.tagName === "DETAILS") { node.open = true; } node = node.parentElement; }
  }
  window.addEventListener("hashchange", openTarget);
  openTarget();
  document.body.setAttribute("data-ready", "1");
})();
</script>
</body></html>
"""
