"""Every probe family fires on a deliberately vulnerable variant of a Python (FastAPI) and a Node
(Express) reference (and every probe on some variant), each variant fails the probe it names and no
other, and the unpatched references fail none. Each variant is served once (the paper suite, then every probe on the same server); the
report then shows the security columns and the CWE × framework table for these runs. The matrix goes
to the test output."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from harness.security import load_profile
from harness.security.variants import load_variants, matrix_markdown, run_variants, write_runs

VARIANTS = Path(__file__).parent / "security_variants"


def test_every_variant_is_small_and_names_a_probe_of_the_profile():
    profile = {p.id: p for p in load_profile().probes}
    variants = load_variants(VARIANTS)
    for variant in variants:
        changed = [line for line in variant.patch.read_text().splitlines()
                   if line[:1] in "+-" and line[:3] not in ("+++", "---")]  # fmt: skip
        assert variant.description and 0 < len(changed) <= 16, variant.name
        assert variant.probe in profile, variant.name
    families = {p.family for p in profile.values()}
    for framework in ("fastapi", "express"):  # one Python and one Node reference, every family on each
        assert {profile[v.probe].family for v in variants if v.framework == framework} == families, framework
    assert {v.probe for v in variants} == set(profile)  # and every probe fires on some variant


@pytest.fixture(scope="module")
def outcomes():
    return run_variants(VARIANTS, workers=2)


@pytest.mark.slow
def test_each_variant_fails_its_probe_and_no_other(outcomes, capsys):
    with capsys.disabled():
        print("\n" + matrix_markdown(outcomes))
    references = [o for o in outcomes if o.intended is None]
    assert sorted(o.framework for o in references) == ["express", "fastapi"]
    for outcome in outcomes:
        assert not outcome.error, (outcome.name, outcome.error)
        # A working solution with one weakness: the functional suite alone cannot tell it from the reference.
        assert (outcome.functional_passed, outcome.functional_total) == (290, 290), outcome.name
        unsettled = [(p.id, p.verdict, p.reason) for p in outcome.security.probes
                     if not p.passed and p.id != outcome.intended]  # fmt: skip
        assert outcome.as_intended, (outcome.framework, outcome.name, outcome.failed_probes, unsettled)
    blind = next(o for o in outcomes if o.name == "sqli-blind-slug")
    (finding,) = [f for p in blind.security.probes for f in p.findings if not f.passed]
    assert finding.check == "/articles/{slug}: time delay" and "pg_sleep(0)" in finding.detail


@pytest.mark.slow
def test_the_report_shows_security_for_references_and_variants(outcomes, tmp_path, capsys):
    from harness.report.cli import generate
    from harness.report.terminal import print_security
    from harness.report.run_lines import make_console

    dirs = write_runs(outcomes, tmp_path / "runs")
    report, written = generate([str(d) for d in dirs.values()], tmp_path / "report")
    by_agent = {s.config.agent: s for s in report.security}
    reference, variants = by_agent["reference"], by_agent["vulnerable-variants"]
    assert reference.rate["all"] == 100.0 and reference.sec_pass_at_1["all"] == 1.0
    assert all(n == 0 for row in reference.cwe_framework.values() for n in row.values())
    assert variants.pass_at_1["all"] == 1.0 and variants.sec_pass_at_1["all"] == 0.0  # functional, never secure
    profile = {p.id: p for p in load_profile().probes}
    for framework in ("fastapi", "express"):
        expected: dict[str, int] = {}
        for outcome in outcomes:
            if outcome.framework == framework and outcome.intended:
                for cwe in profile[outcome.intended].cwes:
                    expected[cwe] = expected.get(cwe, 0) + 1
        got = {cwe: row[framework] for cwe, row in variants.cwe_framework.items() if row.get(framework)}
        assert got == expected, framework
    rows = {(r["configuration"], r["cwe"], r["framework"]): r for r in csv.DictReader(written["security_csv"].open())}
    assert rows[("vulnerable-variants", "CWE-89", "express")]["failed_runs"] == "2"  # the slug lookup and the blind one
    data = json.loads(written["json"].read_text())
    assert {s["agent"] for s in data["security"]} == {"reference", "vulnerable-variants"}
    assert 'class="cwe-table"' in written["html"].read_text()
    with capsys.disabled():
        print_security(report, make_console())
