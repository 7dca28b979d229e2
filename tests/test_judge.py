"""The LLM judge against a local fake OpenAI-compatible server (no network, no keys): a valid answer, an
invalid one then a valid retry, two invalid ones (unjudged), the cache; the answer schema, the context
the judge sees, the validation statistics on a hand-computed example, and the judged report tables."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest

from harness.judge.cli import judge_command
from harness.judge.context import ContextSettings, cut, trajectory_turns
from harness.judge.core import (
    RETRY_NOTE,
    Judge,
    JudgeError,
    judge_records,
    load_judgements,
)
from harness.judge.labels import LabelError, load_labels
from harness.judge.report import judged_html, judged_tables, print_judged
from harness.judge.schema import InvalidAnswer, parse_answer
from harness.judge.stats import agreement
from harness.report.data import load_runs
from harness.report.synthetic import write_run
from tests.fake_llm import FAKE_MODEL

LABELS = Path(__file__).parent / "judge_labels" / "labels.json"
VALID = json.dumps({"category": "logic_error", "subcategory": "db_orm_runtime_error",
                    "reason": "GET /articles?tag= answers 500: the tags table is never created."})  # fmt: skip
STARTUP = json.dumps({"category": "server_startup_failure", "subcategory": None, "reason": "jwt is not installed."})


@pytest.fixture(autouse=True)
def _llm_env(llm_env):
    """Every test here talks to the fake model with fast retries and a known price."""


def make_runs(root: Path) -> Path:
    """runs/r1 with one failed run (checks of request 9 fail, a trajectory) and one full pass."""
    failed = write_run(root, "r1", "fastapi-sqlite", 0, passed=280, total=290, failed_requests=[9],
                       server_log="INFO started\nsqlite3.OperationalError: no such table: articles\n")  # fmt: skip
    messages = [{"role": "system", "content": "You build backends."},
                {"role": "user", "content": "Build it. " + "x" * 5000 + " END-OF-TASK"},
                {"role": "assistant", "content": "I will run the server.", "extra": {"actions": [{"command": "./run.sh &"}]}},
                {"role": "user", "content": "<returncode>0</returncode>\nstarted"}]  # fmt: skip
    (failed / "trajectory.json").write_text(json.dumps({"info": {}, "messages": messages}))
    write_run(root, "r1", "flask-sqlite", 0)  # a full pass: never judged
    return root / "r1"


def user_prompt(body: dict) -> str:
    return next(m["content"] for m in body["messages"] if m["role"] == "user")


def test_a_valid_answer_is_recorded_and_only_failed_runs_are_judged(tmp_path, llm):
    server = llm([VALID])
    records = load_runs([make_runs(tmp_path)])
    judge = Judge(FAKE_MODEL, api_base=server.api_base)
    outcome = judge_records(judge, records)
    assert len(server.requests) == 1 and not outcome.errors
    body = server.requests[0]
    assert body["temperature"] == 0
    prompt = user_prompt(body)
    assert "deterministic category: partial: 10/290 checks failed" in prompt
    assert "#9 " in prompt and "(10 failed)" in prompt  # failed checks grouped by request
    assert "no such table: articles" in prompt  # the server log tail
    assert "[command: ./run.sh &]" in prompt and "END-OF-TASK" in prompt and "characters cut" in prompt
    [(record, judgement)] = outcome.judged
    assert record.task == "fastapi-sqlite"
    assert (judgement.status, judgement.category, judgement.subcategory) == ("judged", "logic_error", "db_orm_runtime_error")
    assert judgement.attempts == 1 and judgement.deterministic == "partial"
    assert judgement.input_tokens == 120 and judgement.cost_usd == pytest.approx(120 * 1e-6 + 30 * 2e-6)
    assert load_judgements(record.path, record.result.run_key) == [judgement]
    assert judge.cache_file(record).parent == record.path / "judgements"


def test_an_invalid_answer_is_retried_once_then_accepted(tmp_path, llm):
    server = llm(["I think it is a database problem.", f"```json\n{VALID}\n```"])
    outcome = judge_records(Judge(FAKE_MODEL, api_base=server.api_base), load_runs([make_runs(tmp_path)]))
    [(_, judgement)] = outcome.judged
    assert len(server.requests) == 2
    assert judgement.status == "judged" and judgement.category == "logic_error" and judgement.attempts == 2
    assert judgement.invalid_replies[0]["reply"] == "I think it is a database problem."
    retry = server.requests[1]["messages"]
    assert retry[-2] == {"role": "assistant", "content": "I think it is a database problem."}
    assert retry[-1]["content"].startswith(RETRY_NOTE.split("(")[0])


def test_two_invalid_answers_make_the_run_unjudged_and_that_is_cached(tmp_path, llm):
    bad_schema = json.dumps({"category": "logic_error", "reason": "no subcategory given"})
    server = llm(["not json at all", bad_schema])
    records = load_runs([make_runs(tmp_path)])
    outcome = judge_records(Judge(FAKE_MODEL, api_base=server.api_base), records)
    [(_, judgement)] = outcome.judged
    assert len(server.requests) == 2
    assert (judgement.status, judgement.category, judgement.reason) == ("unjudged", "unjudged", None)
    assert "subcategory" in judgement.invalid_replies[1]["error"]
    again = judge_records(Judge(FAKE_MODEL, api_base=server.api_base), records)
    assert again.cached == 1 and len(server.requests) == 2


def test_the_second_call_is_a_cache_hit_per_judge_model_and_prompt_version(tmp_path, llm):
    server = llm([VALID, STARTUP, VALID])
    runs = make_runs(tmp_path)
    first = judge_records(Judge(FAKE_MODEL, api_base=server.api_base), load_runs([runs]))
    second = judge_records(Judge(FAKE_MODEL, api_base=server.api_base), load_runs([runs]))
    assert (first.cached, second.cached, len(server.requests)) == (0, 1, 1)
    assert second.judged[0][1] == first.judged[0][1]
    # another prompt version (here: another cut) or another judge model is judged anew
    third = judge_records(Judge(FAKE_MODEL, api_base=server.api_base, settings=ContextSettings(turns=2)),
                          load_runs([runs]))  # fmt: skip
    assert third.cached == 0 and third.judged[0][1].category == "server_startup_failure"
    assert len(list((runs / "fastapi-sqlite" / "0" / "judgements").glob("*.json"))) == 2
    # a re-run in the same place (another run key) is judged again
    result = runs / "fastapi-sqlite" / "0" / "result.json"
    result.write_text(json.dumps({**json.loads(result.read_text()), "run_key": "another-key"}))
    again = judge_records(Judge(FAKE_MODEL, api_base=server.api_base), load_runs([runs]))
    assert again.cached == 0 and len(server.requests) == 3


def test_an_unreachable_model_is_an_error_and_nothing_is_cached(tmp_path, llm, monkeypatch):
    monkeypatch.setenv("CONDUIT_HARNESS_LLM_ATTEMPTS", "2")
    server = llm([])  # every request answers 500
    records = load_runs([make_runs(tmp_path)])
    judge = Judge(FAKE_MODEL, api_base=server.api_base)
    with pytest.raises(JudgeError):
        judge.judge(next(r for r in records if not r.success))
    outcome = judge_records(judge, records)
    assert len(outcome.errors) == 1 and not outcome.judged
    assert not list(tmp_path.rglob("judgements/*.json"))


@pytest.mark.parametrize(
    "text, error",
    [
        ("no json", "no JSON object"),
        ('{"category": "bug", "reason": "x"}', "category"),
        ('{"category": "other", "subcategory": "auth_misconfiguration", "reason": "x"}', "only a logic_error"),
        ('{"category": "logic_error", "subcategory": "typo", "reason": "x"}', "subcategory"),
        ('{"category": "other", "reason": "  "}', "reason"),
        ('{"category": "other", "reason": "x", "confidence": 0.9}', "confidence"),
        ("[1, 2]", "not an object"),
    ],
)  # fmt: skip
def test_invalid_answers(text, error):
    with pytest.raises(InvalidAnswer, match=error):
        parse_answer(text)


def test_valid_answers_bare_fenced_or_embedded():
    assert parse_answer(VALID).subcategory == "db_orm_runtime_error"
    assert parse_answer(f"Here you go:\n```json\n{STARTUP}\n```").category == "server_startup_failure"
    assert parse_answer('Verdict: {"category": "other", "subcategory": "", "reason": "r"} done').subcategory is None


def test_turns_are_cut_to_head_and_tail_and_the_last_n_kept(tmp_path):
    assert cut("abcdef", 3, 3) == "abcdef"
    assert cut("a" * 10 + "b" * 10, 2, 3) == "aa\n[… 15 characters cut …]\nbbb"
    run = make_runs(tmp_path) / "fastapi-sqlite" / "0"
    assert [t["role"] for t in trajectory_turns(run)] == ["system", "user", "assistant", "user"]
    shutil.copy(LABELS.parent / "labelled" / "fastapi-sqlite" / "0" / "trajectory.json", run / "trajectory.json")
    assert [t["role"] for t in trajectory_turns(run)] == ["user (generator)", "assistant (generator)", "harness: wrote"]
    (run / "trajectory.json").unlink()
    (run / "trajectory.txt").write_text("$ make\nok\n")
    assert trajectory_turns(run) == [{"role": "log", "content": "$ make\nok\n"}]


def test_agreement_on_a_hand_computed_example():
    truth = ["logic_error", "logic_error", "server_startup_failure", "server_startup_failure",
             "constraint_violation", "incomplete_implementation"]  # fmt: skip
    judged = ["logic_error", "schema_format_error", "server_startup_failure", "server_startup_failure",
              "constraint_violation", "logic_error"]  # fmt: skip
    result = agreement(truth, judged)
    # p_o = 4/6; p_e = (2·2 + 2·2 + 1·1 + 1·0 + 0·1) / 36 = 9/36; kappa = (4/6 - 1/4) / (3/4) = 5/9
    assert result.n == 6
    assert result.accuracy == pytest.approx(4 / 6)
    assert result.kappa == pytest.approx(5 / 9)
    classes = {c.label: (c.precision, c.recall) for c in result.classes}
    assert classes == {"logic_error": (0.5, 0.5), "server_startup_failure": (1.0, 1.0),
                       "constraint_violation": (1.0, 1.0), "incomplete_implementation": (None, 0.0),
                       "schema_format_error": (0.0, None)}  # fmt: skip


def test_agreement_edge_cases():
    assert agreement([], []).kappa is None
    assert agreement(["other"] * 3, ["other"] * 3).kappa == 1.0
    assert agreement(["a", "b"], ["b", "a"]).kappa == pytest.approx(-1.0)
    with pytest.raises(ValueError):
        agreement(["a"], [])


# The labelled example set: what the scripted judge answers for each task (see tests/judge_labels).
SCRIPTED = {
    "fastapi-sqlite": VALID,
    "flask-postgres": json.dumps({"category": "schema_format_error", "reason": "user object lacks a token field"}),
    "express-unconstrained": STARTUP,
    "django-sqlite": STARTUP,
    "koa-clean_architecture-sqlite": json.dumps({"category": "constraint_violation", "reason": "routes import db"}),
    "hono-postgres": json.dumps({"category": "logic_error", "subcategory": "framework_idiosyncrasy",
                                 "reason": "favorite routes are mounted on the wrong prefix"}),
}  # fmt: skip


def scripted_judge(body: dict) -> str:
    task = user_prompt(body).split("\n", 1)[0].removeprefix("# Run ").split(" ")[0]
    return SCRIPTED[task]


def test_validate_prints_accuracy_kappa_and_per_class_scores(tmp_path, llm, capsys):
    server = llm(default=scripted_judge)
    code = judge_command([], FAKE_MODEL, server.api_base, validate=str(LABELS), cache_dir=str(tmp_path / "cache"),
                         as_json=True)  # fmt: skip
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["n"] == 6 and out["accuracy"] == pytest.approx(4 / 6) and out["kappa"] == pytest.approx(5 / 9)
    assert len(server.requests) == 6
    assert not list(LABELS.parent.rglob("judgements"))  # the shipped set stays clean with --cache-dir
    # the terminal form, from the cache
    assert judge_command([], FAKE_MODEL, server.api_base, validate=str(LABELS), cache_dir=str(tmp_path / "cache")) == 0
    text = capsys.readouterr().out
    assert "accuracy 0.667" in text and "Cohen's kappa 0.556" in text and "precision" in text
    assert len(server.requests) == 6


def test_label_file_errors(tmp_path):
    assert len(load_labels(LABELS)) == 6
    bad = tmp_path / "labels.json"
    for content, message in [("{", "not JSON"), ('{"labels": []}', "at least one label"),
                             ('{"labels": [{"run": "x", "category": "bug"}]}', "unknown category"),
                             ('{"labels": [{"run": "x", "category": "other", "subcategory": "typo"}]}', "subcategory")]:  # fmt: skip
        bad.write_text(content)
        with pytest.raises(LabelError, match=message):
            load_labels(bad)
    assert judge_command([], FAKE_MODEL, "http://127.0.0.1:9/v1", validate=str(tmp_path / "none.json")) == 2


def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys):
    assert judge_command([str(tmp_path / "missing")], FAKE_MODEL, "http://127.0.0.1:9/v1") == 2
    assert judge_command([], FAKE_MODEL, None) == 2
    assert judge_command([str(make_runs(tmp_path))], FAKE_MODEL, "http://127.0.0.1:9/v1", turns=-1) == 2
    assert judge_command([str(tmp_path / "r1")], "", None) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 4 and all(line.startswith("error: ") for line in err)


def test_the_judge_command_and_the_judged_report_tables(tmp_path, llm, capsys):
    from typer.testing import CliRunner

    import harness.cli.judge  # noqa: F401 - registers the command
    from harness.cli.common import app

    root = tmp_path / "runs"
    make_runs(root)
    write_run(root, "r1", "express-sqlite", 0, status="start_failed", passed=0,
              server_log="Error: Cannot find module 'sequelize'\n")  # fmt: skip
    write_run(root, "r1", "koa-sqlite", 0, status="infra_error", passed=0, error="docker died")  # never judged
    server = llm(default=lambda body: VALID if "fastapi" in user_prompt(body) else STARTUP)
    result = CliRunner().invoke(app, ["judge", str(root / "r1"), "--model", FAKE_MODEL, "--api-base", server.api_base,
                                      "--json"])  # fmt: skip
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert (summary["judged"], summary["cached"], summary["calls"]) == (2, 0, 2)
    tables = judged_tables(load_runs([root / "r1"]))
    assert tables.judge_models == [FAKE_MODEL]
    rows = {(r.framework, r.failed): r.counts for r in tables.distribution}
    assert rows[("fastapi", 1)]["logic_error"] == 1 and rows[("express", 1)]["server_startup_failure"] == 1
    [layer] = tables.data_layer
    assert (layer.logic_errors, layer.data_layer, layer.share) == (1, 1, 1.0)
    assert tables.crosstab == {"partial": {"logic_error": 1}, "start_failed": {"server_startup_failure": 1}}
    assert (tables.consistent, tables.compared) == (2, 2)
    assert "Judged failure causes" in judged_html(tables)
    from rich.console import Console

    console = Console(file=io.StringIO(), width=250)
    print_judged(tables, console)
    text = " ".join(console.file.getvalue().split())
    assert "Data-layer defects" in text and "2/2 consistent (100.0%)" in text
    # the terminal form of the command: from the cache this time
    result = CliRunner().invoke(app, ["judge", str(root / "r1"), "--model", FAKE_MODEL, "--api-base", server.api_base])
    assert result.exit_code == 0 and "2 judged (2 from the cache)" in result.stdout
    json.dumps(tables.to_dict())
    # harness report shows the judged tables (terminal and benchmark.json)
    result = CliRunner().invoke(app, ["report", str(root / "r1"), "--out", str(tmp_path / "report")])
    assert result.exit_code == 0, result.output
    assert "Data-layer defects" in " ".join(result.stdout.split())
    benchmark = json.loads((tmp_path / "report" / "benchmark.json").read_text())
    assert benchmark["judged"] is not None
    # nothing judged: an empty section
    assert judged_tables(load_runs([make_runs(tmp_path / "fresh")])).empty
