"""The HTML report and the PNG figures from a synthetic set: the expected numbers are in them, the page is
self-contained, and it loads in a headless browser (Debian's chromium) without a script error."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from harness.report.cli import generate
from harness.report.plots import png_data
from harness.report.synthetic import write_run

VALUES = {"unconstrained": 100, "clean_architecture": 80, "sqlite": 90, "postgres": 70,
          "clean_architecture-sqlite": 60, "clean_architecture-postgres": 50, "sqlite-ORM": 70, "postgres-ORM": 40,
          "clean_architecture-sqlite-ORM": 30, "clean_architecture-postgres-ORM": 20}  # fmt: skip
LABEL = "fake-agent · fake/model"


@pytest.fixture(scope="module")
def report_dir(tmp_path_factory):
    root = tmp_path_factory.mktemp("runs")
    for variant, percent in VALUES.items():
        task = f"flask-{variant.replace('ORM', 'sqlalchemy')}"
        write_run(root, "r", task, 0, passed=29 * percent // 10, failed_requests=[16], input_tokens=1000,
                  output_tokens=100, cost_usd=0.25)  # fmt: skip
    write_run(root, "r", "koa-unconstrained", 0, status="start_failed", passed=0,
              server_log="booting\nError: Cannot find module 'koa-router'\nRequire stack:\n- /w/index.js\n")  # fmt: skip
    write_run(root, "r", "koa-sqlite", 0, passed=290,
              verifiers=[{"name": "database", "mode": "strong", "passed": False, "evidence": "tables found in postgres"}])  # fmt: skip
    out = root / "report"
    report, _ = generate([str(root / "r")], out)
    return out, report


def test_html_has_the_numbers_and_a_drill_down(report_dir):
    out, report = report_dir
    html = (out / "report.html").read_text()
    # flask L0 100, koa L0 0 -> L0 = 50.0; L3 = 25.0 (flask only); marginal effect of ORM: -27.5 ± 2.5
    assert re.search(r"50\.0 \[0\.0, 100\.0\]", html)
    assert "25.0 [20.0, 30.0]" in html
    assert "-27.5 ± 2.5" in html and "-26.0 ± 4.0" in html
    assert LABEL in html and "start_failed" in html and "constraint_violation" in html
    assert "Cannot find module" in html  # the exception class, in the failure details
    config_id = report.configurations[0].config.id
    assert f'href="#cell-{config_id}-flask-postgres"' in html and f'id="cell-{config_id}-flask-postgres"' in html
    assert "response has field0" in html  # a failed check of a partial run
    assert "GET /articles/{slug}" in html  # the endpoint that failed
    assert "Error: Cannot find module &#39;koa-router&#39;" in html  # the server log tail, escaped
    assert "tables found in postgres" in html  # verifier evidence
    assert "$2.5000" in html  # cost: 10 runs × $0.25
    # self-contained: every image inline, nothing fetched from elsewhere
    assert html.count('src="data:image/png;base64,') == 4
    assert not re.search(r'(src|href)="(https?:)?//', html) and "<link" not in html


def test_pngs_carry_the_plotted_numbers(report_dir):
    out, _ = report_dir
    for name in ("decay", "heatmap", "marginal_effects", "failures"):
        data = (out / f"{name}.png").read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 5000
    decay = png_data(out / "decay.png")[LABEL]
    assert decay["L0"]["strict"] == 50.0 and decay["L3"]["strict"] == 25.0 and decay["L1"]["raw"] == 85.0
    assert decay["L1"]["strict"] == 60.0  # flask 80, 90, 70 and koa-sqlite 100 raw / 0 strict
    heat = png_data(out / "heatmap.png")[LABEL]
    assert heat["flask"]["L2"] == 55.0 and heat["koa"]["L0"] == 0.0 and heat["koa"]["L1"] == 0.0
    effects = png_data(out / "marginal_effects.png")[LABEL]
    assert effects["ORM"] == {"mean": -27.5, "sem": 2.5, "pairs": 4}
    assert effects["sqlite"]["pairs"] == 3  # flask 2 + koa (sqlite vs unconstrained) 1
    failures = png_data(out / "failures.png")
    assert failures["configurations"][LABEL] == {"pass": 1, "partial": 9, "start_failed": 1, "constraint_violation": 1}
    assert failures["frameworks"]["koa"] == {"start_failed": 1, "constraint_violation": 1}


def _chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser") or (
        "/usr/bin/chromium" if shutil.os.path.exists("/usr/bin/chromium") else None)  # fmt: skip


def _dump_dom(browser: str, url: str, profile) -> str:
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync",
               f"--user-data-dir={profile}", "--virtual-time-budget=5000", "--dump-dom", url]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=90, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_the_page_loads_in_headless_chromium_without_errors(report_dir, tmp_path):
    browser = _chromium()
    if browser is None:
        pytest.skip("chromium is not installed (Debian: apt-get install -y chromium)")
    out, report = report_dir
    cell = f"cell-{report.configurations[0].config.id}-flask-postgres"
    dom = _dump_dom(browser, (out / "report.html").as_uri() + f"#{cell}", tmp_path / "profile")
    assert 'data-ready="1"' in dom, "the report's closing script did not run"
    assert not re.search(r'data-errors="\d+"', dom), "a script error was recorded"
    opened = re.search(rf'<details class="cell" id="{cell}"([^>]*)>', dom)
    assert opened and "open" in opened.group(1), "the drill-down did not open the linked cell"
    # the error detector works: the same page with a failing script reports it
    broken = tmp_path / "broken.html"
    broken.write_text((out / "report.html").read_text().replace("</body>", "<script>noSuchFunction();</script></body>"))
    dom = _dump_dom(browser, broken.as_uri(), tmp_path / "profile2")
    assert 'data-errors="1"' in dom
