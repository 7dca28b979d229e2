"""Web-CodeBLEU: KW-F1 by hand, identifiers, sources from a diff, the five components, the command."""

from __future__ import annotations

import json

import pytest

from harness.report import webcodebleu as wcb
from harness.report.cli import codebleu_command
from tests.helpers import make_patch


def test_split_identifier():
    assert wcb.split_identifier("JWTAuthHandler") == ("jwt", "auth", "handler")
    assert wcb.split_identifier("status_code") == ("status", "code")
    assert wcb.split_identifier("statusCode") == ("status", "code")
    assert wcb.split_identifier("$route2x") == ("route", "2", "x")


def test_keywords_are_found_in_identifiers_not_in_strings_or_comments():
    code = '''
author = get_author()          # auth is only inside "author": no match
user_router = APIRouter()      # router
def list_routes(): pass        # routes -> route (plural tolerated)
headers = {"jwt": "token"}     # strings do not count: no jwt, no token
resp.status_code = 201         # status_code
'''
    assert wcb.keywords_present(code, "python") == {"router", "route", "header", "status_code"}
    js = "const res = await fetch(url); res.statusCode = 200; // middleware in a comment\nctx.body = {};"
    assert wcb.keywords_present(js, "javascript") == {"res", "status_code", "status", "ctx", "body"}
    assert "res" not in wcb.keywords_present(js, "python")  # the Node tiers extend JavaScript only


def test_kw_f1_by_hand():
    # reference: route (3.0), jwt (2.0), schema (1.5); candidate: route (3.0), cors (2.0)
    reference = "route = 1\njwt = 2\nschema = 3\n"
    candidate = "route = 1\ncors = 2\n"
    score = wcb.kw_f1(candidate, reference, "python")
    precision, recall = 3.0 / 5.0, 3.0 / 6.5
    assert score.precision == pytest.approx(precision) and score.recall == pytest.approx(recall)
    assert score.f1 == pytest.approx(2 * precision * recall / (precision + recall))
    assert score.candidate == ("cors", "route") and score.reference == ("jwt", "route", "schema")
    assert wcb.kw_f1("x = 1", "y = 2", "python").f1 == 1.0  # no keyword on either side
    assert wcb.kw_f1("x = 1", reference, "python").f1 == 0.0
    assert wcb.kw_f1(reference, reference, "python").f1 == 1.0


def test_sources_from_a_diff_and_a_stable_concatenation():
    files = {"app/main.py": "import x\n", "app/__init__.py": "", "run.sh": "#!/bin/sh\nexec python -m app\n",
             "tests/test_app.py": "def test(): pass\n", "b.py": "+++ not a header\n@@ nor a hunk\n",
             "node_modules/x/index.js": "junk\n"}  # fmt: skip
    parsed = wcb.files_from_diff(make_patch(files))
    assert parsed == files
    # sorted by path: app/__init__.py (empty), app/main.py, b.py; tests and node_modules left out
    assert wcb.concatenate(parsed, "python") == "\n\nimport x\n\n+++ not a header\n@@ nor a hunk\n"
    assert wcb.detect_language(list(parsed)) == "python"
    assert wcb.detect_language(["package.json", "src/index.js"]) == "javascript"
    assert not wcb.is_source("src/app.test.js", "javascript") and wcb.is_source("src/app.js", "javascript")


codebleu = pytest.importorskip("codebleu", reason="the codebleu package is not installed (pip install codebleu)")

PY_REF = '''from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/api/tags")
def tags():
    token = request.headers.get("Authorization")
    items = sorted(set(load_tags(token)))
    return jsonify({"tags": items})
'''
PY_CAND = '''from flask import Flask, jsonify

app = Flask(__name__)


@app.get("/api/tags")
def list_tags():
    rows = fetch_all()
    return jsonify({"tags": [r for r in rows]})
'''
JS_REF = """const express = require('express');
const router = express.Router();
router.get('/api/tags', async (req, res) => {
  const tags = await Tag.findAll();
  res.status(200).json({ tags: tags.map((t) => t.name) });
});
module.exports = router;
"""


def test_identical_solutions_score_one_and_components_are_bounded():
    same = wcb.web_codebleu(PY_REF, PY_REF, "python")
    assert same.score == pytest.approx(1.0)
    diff = wcb.web_codebleu(PY_CAND, PY_REF, "python")
    values = [diff.ngram_match, diff.weighted_ngram_match, diff.syntax_match, diff.dataflow_match, diff.kw_f1]
    assert all(0.0 <= v <= 1.0 for v in values) and 0.0 < diff.score < 1.0
    assert diff.score == pytest.approx(0.2 * sum(values))
    assert wcb.web_codebleu(JS_REF, JS_REF, "javascript").score == pytest.approx(1.0)
    empty = wcb.web_codebleu("", PY_REF, "python")
    assert empty.score == 0.0


def test_codebleu_command(tmp_path, capsys):
    (tmp_path / "cand").mkdir()
    (tmp_path / "ref").mkdir()
    (tmp_path / "cand" / "app.py").write_text(PY_CAND)
    (tmp_path / "ref" / "app.py").write_text(PY_REF)
    (tmp_path / "ref" / "requirements.txt").write_text("flask\n")
    assert codebleu_command(str(tmp_path / "cand"), str(tmp_path / "ref"), None, False) == 0
    out = capsys.readouterr().out
    for label in ("n-gram match", "weighted n-gram match", "syntax (AST) match", "data-flow match", "KW-F1", "Web-CodeBLEU (python)"):
        assert label in out
    assert codebleu_command(str(tmp_path / "cand"), str(tmp_path / "ref"), "python", True) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"language", "ngram_match", "weighted_ngram_match", "syntax_match", "dataflow_match", "kw_f1",
                         "web_codebleu", "versions"}  # fmt: skip
    assert codebleu_command(str(tmp_path / "nope"), str(tmp_path / "ref"), None, False) == 2
    assert capsys.readouterr().err.startswith("error: candidate is not a directory")
    assert codebleu_command(str(tmp_path / "cand"), str(tmp_path / "ref"), "rust", False) == 2
    assert "unknown language" in capsys.readouterr().err


def test_report_scores_a_run_against_its_reference(tmp_path):
    """A run whose patch is the reference solution itself scores 1.0 on every component."""
    from harness.catalog.tasks import get_task
    from harness.catalog.references import NoReference, reference_contents
    from harness.report.data import load_runs
    from harness.report.solutions import score_runs
    from harness.report.synthetic import write_run

    try:
        files = reference_contents(get_task("fastapi-sqlite"))
    except NoReference:
        pytest.skip("no fastapi reference solution in this checkout")
    patch = make_patch({rel: content.decode() for rel, (content, _) in files.items()})
    write_run(tmp_path, "r", "fastapi-sqlite", 0, passed=290, patch=patch)
    write_run(tmp_path, "r", "fastapi-postgres", 0, passed=290)  # no patch.diff: no score
    records = load_runs([tmp_path / "r"])
    score_runs(records)
    scored = {r.task: r.codebleu for r in records}
    assert scored["fastapi-postgres"] is None
    assert scored["fastapi-sqlite"]["web_codebleu"] == pytest.approx(1.0)
    score_runs(records)  # the second time comes from the cache
    assert records[1].codebleu["kw_f1"] == 1.0
