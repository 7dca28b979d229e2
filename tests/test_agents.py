"""The LLM agents without the pipeline: the solution format, the reviewer's JSON, redaction, and each
agent against a fake OpenAI-compatible server on 127.0.0.1 (no network, no keys)."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

import pytest

from harness.agents import AgentContext, AgentError, AgentTimeout, get_agent
from harness.agents.redaction import MARKER, Redactor, scrub_workspace
from harness.agents.review_loop import Version, parse_review
from harness.agents.solution import UnparsableReply, parse_solution, render_solution, syntax_errors
from harness.backends.local.backend import LocalWorkspace
from harness.backends.workspace import git as _git
from harness.backends.workspace import scrubbed_env
from harness.catalog.tasks import get_task
from tests.fake_llm import (
    COMPLETION_TOKENS,
    FAKE_MODEL,
    INPUT_PRICE,
    OUTPUT_PRICE,
    PROMPT_TOKENS,
    heredoc_command,
    solution_reply,
)  # fmt: skip

TASK = get_task("fastapi-sqlite")
CALL_COST = PROMPT_TOKENS * INPUT_PRICE + COMPLETION_TOKENS * OUTPUT_PRICE
SMALL = {"requirements.txt": "fastapi\n", "run.sh": "#!/bin/sh\nexec python -m app\n", "app/__main__.py": "print(1)\n"}


@pytest.fixture(autouse=True)
def _llm_env(llm_env):
    """Every test here talks to the fake model with fast retries and a known price."""


def make_workspace(path: Path) -> LocalWorkspace:
    path.mkdir(parents=True, exist_ok=True)
    _git(path, "init", "-q", "-b", "main")
    _git(path, "commit", "-q", "--allow-empty", "-m", "empty workspace")
    return LocalWorkspace(path, scrubbed_env())


def make_context(tmp_path: Path, budget: float = 120.0, task=TASK) -> AgentContext:
    return AgentContext(
        task, task.id + ": build the Conduit API", make_workspace(tmp_path / "ws"), tmp_path / "run", budget
    )


def trajectory(context: AgentContext) -> dict:
    return json.loads((context.run_dir / "trajectory.json").read_text())


# --- the solution format ---------------------------------------------------------------------------
def test_solution_blocks_are_parsed_with_fences_and_notes_dropped():
    reply = ("Here you go.\n\n<file path=\"./app/main.py\">\n```python\nprint('x')\n```\n</file>\n"
             "Some words.\n<file path='run.sh'>\n#!/bin/sh\nexec python app/main.py\n</file>\n"
             "<file path=\"empty.txt\">\n</file>\n")  # fmt: skip
    parsed = parse_solution(reply)
    assert parsed.files == {"app/main.py": "print('x')\n", "run.sh": "#!/bin/sh\nexec python app/main.py\n",
                            "empty.txt": ""}  # fmt: skip
    assert parsed.dropped_incomplete is None
    assert parse_solution(render_solution(parsed.files)).files == parsed.files


def test_a_file_that_mentions_the_closing_tag_inside_a_line_survives():
    content = 'html = "<p>see </file> here</p>"\n'
    assert parse_solution(f'<file path="a.py">\n{content}</file>\n').files == {"a.py": content}


def test_a_reply_cut_off_keeps_its_complete_files():
    parsed = parse_solution('<file path="a.py">\nx = 1\n</file>\n<file path="b.py">\ny = ')
    assert parsed.files == {"a.py": "x = 1\n"} and parsed.dropped_incomplete == "b.py"


@pytest.mark.parametrize("reply, message", [
    ("I cannot do that.", "no <file"),
    ('```python\nprint(1)\n```', "no <file"),
    ('<file path="/etc/passwd">\nx\n</file>\n', "not a relative path"),
    ('<file path="../up.py">\nx\n</file>\n', "not a relative path"),
    ('<file path=".git/config">\nx\n</file>\n', "not a relative path"),
    ('<file path="a.py">\n1\n</file>\n<file path="a.py">\n2\n</file>\n', "appears twice"),
    ('<file path="a.py">\nprint(1)\n', "cut off inside the first file"),
])  # fmt: skip
def test_unparsable_replies(reply, message):
    with pytest.raises(UnparsableReply, match=message):
        parse_solution(reply)


def test_syntax_errors_of_python_and_javascript():
    files = {
        "ok.py": "x = 1\n", "bad.py": "def f(:\n", "package.json": '{"type": "module"}\n',
        "ok.js": "import x from 'y';\nexport const a = 1;\n", "bad.js": "const = ;\n",
    }  # fmt: skip
    errors = syntax_errors(files)
    assert [e.split(":")[0] for e in errors] == ["bad.py", "bad.js"]
    assert syntax_errors(files, only={"ok.py", "ok.js"}) == []


def test_reviewer_replies_bare_fenced_embedded_or_free_text():
    bare = parse_review('{"is_correct": false, "issues": ["a"], "suggestions": "b"}', 1)
    assert (bare.is_correct, bare.issues, bare.suggestions, bare.raw) == (False, ["a"], ["b"], None)
    fenced = parse_review('Verdict:\n```json\n{"is_correct": true, "issues": [], "suggestions": []}\n```', 2)
    assert fenced.is_correct and fenced.raw is None
    embedded = parse_review('I think {"is_correct": false, "issues": ["x"]} overall', 3)
    assert embedded.issues == ["x"] and embedded.suggestions == []
    free = parse_review("Looks mostly fine but the login route is missing.", 4)
    assert (free.is_correct, free.raw) == (False, "Looks mostly fine but the login route is missing.")
    assert parse_review('{"is_correct": "yes"}', 5).raw is not None  # not the schema asked for


def test_best_version_is_accepted_then_valid_then_fewest_issues_then_latest():
    review = lambda n, ok=False, raw=None: (
        parse_review(json.dumps({"is_correct": ok, "issues": ["i"] * n}), 1) if raw is None else parse_review(raw, 1)
    )
    versions = [Version(0, "generator", {}, [], review(1)), Version(1, "debugger", {}, ["bad.py:1"], review(0)),
                Version(2, "debugger", {}, [], review(3)), Version(3, "debugger", {}, [], review(1))]  # fmt: skip
    assert max(versions, key=Version.rank).index == 3
    versions.append(Version(4, "debugger", {}, [], review(0, raw="free text")))
    assert max(versions, key=Version.rank).index == 3
    versions.append(Version(5, "debugger", {}, ["x"], review(2, ok=True)))
    assert max(versions, key=Version.rank).index == 5


# --- redaction -------------------------------------------------------------------------------------
def test_redactor_hides_values_of_secret_variables_and_given_keys(monkeypatch, tmp_path):
    monkeypatch.setenv("SOME_API_KEY", "sk-abcdef123456")
    monkeypatch.setenv("GITHUB_TOKEN", "ghp_zzzzzzzz")
    monkeypatch.setenv("TINY_SECRET", "1")  # too short to hide
    redactor = Redactor(["explicit-key-987"])
    text = "a sk-abcdef123456 b ghp_zzzzzzzz c explicit-key-987 d 1"
    assert redactor.text(text) == f"a {MARKER} b {MARKER} c {MARKER} d 1"
    assert redactor.data({"k": [text, 3, None]}) == {"k": [redactor.text(text), 3, None]}
    workspace = make_workspace(tmp_path / "ws")
    workspace.write_file("notes.txt", "key=sk-abcdef123456\n")
    workspace.write_file("clean.txt", "nothing here\n")
    assert scrub_workspace(workspace, redactor) == ["notes.txt"]
    assert workspace.read_file("notes.txt") == f"key={MARKER}\n".encode()


# --- single-shot -----------------------------------------------------------------------------------
def test_single_shot_writes_every_file_and_records_tokens_and_cost(tmp_path, llm):
    server = llm([solution_reply(SMALL)])
    agent = get_agent("single-shot", model=FAKE_MODEL, api_base=server.api_base, temperature=0.7)
    agent.preflight()  # an API base needs no key
    context = make_context(tmp_path)
    stats = agent.run(context)
    assert (stats.exit_status, stats.steps, stats.input_tokens, stats.output_tokens) == (
        "submitted", 1, PROMPT_TOKENS, COMPLETION_TOKENS)  # fmt: skip
    assert stats.cost_usd == pytest.approx(CALL_COST)
    assert sorted(context.workspace.list_files()) == sorted(SMALL)
    assert (context.workspace.path / "run.sh").stat().st_mode & 0o111
    [request] = server.requests
    assert request["temperature"] == 0.7 and request["model"] == FAKE_MODEL.split("/", 1)[1]
    assert '<file path="' in request["messages"][0]["content"]  # the format is documented to the model
    assert request["messages"][1]["content"].startswith(context.prompt)
    assert trajectory(context)["result"] == {"exit_status": "submitted", "files": 3}


def test_single_shot_unparsable_reply_is_an_agent_error_with_the_raw_reply_kept(tmp_path, llm):
    server = llm(["Sorry, I would rather describe the design in prose."])
    context = make_context(tmp_path)
    with pytest.raises(AgentError, match="unparsable reply") as caught:
        get_agent("single-shot", model=FAKE_MODEL, api_base=server.api_base).run(context)
    assert caught.value.stats.input_tokens == PROMPT_TOKENS  # what it consumed is still known
    assert "describe the design in prose" in (context.run_dir / "raw_reply.txt").read_text()
    assert trajectory(context)["result"]["exit_status"] == "unparsable"
    assert context.workspace.list_files() == []


def test_a_model_without_a_known_price_has_no_cost(tmp_path, llm):
    server = llm([solution_reply(SMALL)])
    stats = get_agent("single-shot", model="openai/unpriced-model", api_base=server.api_base).run(
        make_context(tmp_path)
    )
    assert stats.cost_usd is None and stats.input_tokens == PROMPT_TOKENS


# --- review-loop -----------------------------------------------------------------------------------
def test_review_loop_goes_on_after_bad_json_and_retries_a_debugger_output_that_does_not_parse(tmp_path, llm):
    server = llm([
        solution_reply(SMALL),                                            # generator
        "The app prints 1 instead of serving the API.",                   # reviewer: not JSON
        solution_reply({"app/__main__.py": "def serve(:\n"}),             # debugger: a syntax error
        "no files at all",                                                # debugger: unparsable
        solution_reply({"app/__main__.py": "print('serving')\n", "app/extra.py": "X = 1\n"}),  # debugger: ok
        '{"is_correct": true, "issues": [], "suggestions": []}',          # reviewer: accepts
    ])  # fmt: skip
    agent = get_agent("review-loop", generator_model=FAKE_MODEL, reviewer_model="openai/fake-reviewer",
                      api_base=server.api_base, max_iterations=4)  # fmt: skip
    assert agent.model == f"generator={FAKE_MODEL} reviewer=openai/fake-reviewer debugger={FAKE_MODEL}"
    context = make_context(tmp_path)
    stats = agent.run(context)
    assert stats.exit_status == "accepted" and stats.steps == 6
    assert stats.input_tokens == 6 * PROMPT_TOKENS and stats.cost_usd is None  # the reviewer has no price
    assert context.workspace.read_file("app/__main__.py") == b"print('serving')\n"
    assert context.workspace.read_file("app/extra.py") == b"X = 1\n"
    assert context.workspace.read_file("requirements.txt") == b"fastapi\n"  # files left out stay
    assert [r["temperature"] for r in server.requests] == [0.2, 0.1, 0.2, 0.2, 0.2, 0.1]
    assert [r["model"] for r in server.requests][:2] == ["fake-conduit-model", "fake-reviewer"]
    # The debugger saw the free-text feedback, then the rejection of its answer.
    debugger_prompt = server.requests[2]["messages"][1]["content"]
    assert "prints 1 instead of serving" in debugger_prompt and context.prompt in debugger_prompt
    assert "app/__main__.py:1: SyntaxError" in server.requests[3]["messages"][1]["content"]
    kinds = [(e["kind"], e.get("role")) for e in trajectory(context)["events"]]
    assert kinds.count(("rejected", "debugger")) == 2
    assert trajectory(context)["result"]["accepted"] is True


def test_review_loop_returns_the_best_version_when_it_never_gets_accepted(tmp_path, llm):
    server = llm([
        solution_reply({**SMALL, "app/__main__.py": "print(0)\n"}),
        '{"is_correct": false, "issues": ["a", "b"], "suggestions": ["fix a", "fix b"]}',
        solution_reply({"app/__main__.py": "print(1)\n"}),
        '{"is_correct": false, "issues": ["a"], "suggestions": ["fix a"]}',
        solution_reply({"app/__main__.py": "print(2)\n"}),
        '{"is_correct": false, "issues": ["a", "b", "c"], "suggestions": []}',
    ])  # fmt: skip
    context = make_context(tmp_path)
    stats = get_agent("review-loop", model=FAKE_MODEL, api_base=server.api_base, temperature=0.0).run(context)
    assert stats.exit_status == "max_iterations" and stats.steps == 6
    assert context.workspace.read_file("app/__main__.py") == b"print(1)\n"  # the one with the fewest issues
    assert {r["temperature"] for r in server.requests} == {0.0}
    # The second debugger call carries all the feedback so far.
    last_debugger = server.requests[4]["messages"][1]["content"]
    assert "fix b" in last_debugger and "## Review 2" in last_debugger


def test_review_loop_generator_reply_that_cannot_be_parsed_is_an_agent_error(tmp_path, llm):
    server = llm(["I will not write files."])
    with pytest.raises(AgentError, match="unparsable generator reply"):
        get_agent("review-loop", model=FAKE_MODEL, api_base=server.api_base).run(make_context(tmp_path))


# --- mini-swe-agent over litellm -------------------------------------------------------------------
def test_mini_swe_agent_runs_commands_in_the_workspace_and_counts_tokens_and_cost(tmp_path, llm):
    server = llm([
        {"content": "Create the app.", "commands": [heredoc_command("app/main.py", "print('hi')\n")]},
        {"content": "Run it.", "commands": ["python app/main.py && ls"]},
        {"content": "Done.", "commands": ["echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT"]},
    ])  # fmt: skip
    agent = get_agent("mini-swe-agent", model=FAKE_MODEL, api_base=server.api_base, command_timeout=30)
    agent.preflight()
    context = make_context(tmp_path)
    stats = agent.run(context)
    assert (stats.exit_status, stats.steps) == ("submitted", 3)
    assert (stats.input_tokens, stats.output_tokens) == (3 * PROMPT_TOKENS, 3 * COMPLETION_TOKENS)
    assert stats.cost_usd == pytest.approx(3 * CALL_COST)
    assert context.workspace.list_files() == ["app/main.py"]
    first = server.requests[0]
    assert first["temperature"] == 0 and first["tools"][0]["function"]["name"] == "bash"
    assert context.prompt in first["messages"][1]["content"]
    assert "COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT" in first["messages"][1]["content"]
    observation = server.requests[2]["messages"][-1]
    assert observation["role"] == "tool" and "hi" in observation["content"]
    saved = trajectory(context)
    assert saved["info"]["exit_status"] == "Submitted" and saved["info"]["model_stats"]["api_calls"] == 3


def test_mini_swe_agent_text_format_for_servers_without_tool_calls_and_commits_undone(tmp_path, llm):
    block = "Next step.\n\n```mswea_bash_command\n{}\n```\n"
    server = llm([
        block.format("echo one > a.txt && git add -A && git -c user.name=m -c user.email=m@m commit -qm wip"),
        "I forgot the block.",
        block.format("echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT"),
    ])  # fmt: skip
    context = make_context(tmp_path)
    stats = get_agent("mini-swe-agent", model=FAKE_MODEL, api_base=server.api_base, action_format="text").run(context)
    assert (stats.exit_status, stats.steps) == ("submitted", 3)
    assert "tools" not in server.requests[0] and "mswea_bash_command" in server.requests[0]["messages"][0]["content"]
    assert "exactly ONE command" in server.requests[2]["messages"][-1]["content"]  # the format error's message
    assert _git(context.workspace.path, "rev-list", "--count", "HEAD").stdout.strip() == "1"
    assert context.workspace.list_files() == ["a.txt"]


def test_mini_swe_agent_gives_up_after_bounded_retries_on_server_errors(tmp_path, llm):
    server = llm([], default={"status": 500})
    context = make_context(tmp_path)
    with pytest.raises(AgentError, match="failed after 3 attempts: InternalServerError") as caught:
        get_agent("mini-swe-agent", model=FAKE_MODEL, api_base=server.api_base).run(context)
    assert len(server.requests) == 3  # no SDK retries on top of ours
    assert caught.value.stats.exit_status == "error"
    assert trajectory(context)["info"]["exit_status"] == "AgentError"  # saved up to the failure


def test_a_bad_request_is_not_retried(tmp_path, llm):
    server = llm([], default={"status": 400, "message": "bad request"})
    with pytest.raises(AgentError, match=r"\(not retried\)"):
        get_agent("single-shot", model=FAKE_MODEL, api_base=server.api_base).run(make_context(tmp_path))
    assert len(server.requests) == 1


def test_mini_swe_agent_step_limit_and_command_timeout(tmp_path, llm):
    server = llm([{"commands": ["sleep 5; echo late"]}], default={"commands": ["echo again"]})
    context = make_context(tmp_path)
    started = time.monotonic()
    stats = get_agent("mini-swe-agent", model=FAKE_MODEL, api_base=server.api_base, step_limit=2,
                      command_timeout=1).run(context)  # fmt: skip
    assert time.monotonic() - started < 30
    assert (stats.exit_status, stats.steps) == ("step_limit", 2)
    assert "was killed" in server.requests[1]["messages"][-1]["content"]


def test_missing_key_is_one_clear_error_before_anything_starts(monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(AgentError, match="^ANTHROPIC_API_KEY is not set: export it or pick another model"):
        get_agent("mini-swe-agent", model="anthropic/claude-sonnet-4-5").preflight()
    with pytest.raises(AgentError, match="^OPENAI_API_KEY is not set"):
        get_agent("review-loop", generator_model="openai/gpt-4o").preflight()
    with pytest.raises(AgentError, match="needs a model"):
        get_agent("single-shot").preflight()
    with pytest.raises(AgentError, match="unknown model provider"):
        get_agent("single-shot", model="no-such-provider-model").preflight()
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-0000000000")
    get_agent("single-shot", model="openai/gpt-4o").preflight()


def test_importing_the_agents_loads_no_llm_library():
    code = ("import sys, harness.cli; from harness.agents import get_agent\n"
            "for n in ('mini-swe-agent', 'single-shot', 'review-loop', 'command', 'replay'): get_agent(n)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('litellm', 'minisweagent', 'openai')))")  # fmt: skip
    out = subprocess.run(["python", "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_mini_swe_agent_import_has_no_side_effects_in_the_home_directory(tmp_path):
    code = (
        "from harness.agents.llm import quiet_imports; quiet_imports()\n"
        "import minisweagent; print(minisweagent.global_config_dir)"
    )
    env = {**scrubbed_env(), "HOME": str(tmp_path / "home"), "CONDUIT_HARNESS_CACHE": str(tmp_path / "cache")}
    done = subprocess.run(["python", "-c", code], capture_output=True, text=True, env=env, check=True,
                          cwd=Path(__file__).resolve().parents[1])  # fmt: skip
    assert done.stdout.strip() == str(tmp_path / "cache" / "mini-swe-agent")
    assert "This is mini-swe-agent" not in done.stdout + done.stderr  # no banner
    assert not (tmp_path / "home").exists()


# --- command and replay ----------------------------------------------------------------------------
def test_command_agent_gets_the_prompt_as_a_file_and_on_stdin_and_its_commits_are_undone(tmp_path):
    script = ('wc -c < "$PROMPT_FILE" > from_file.txt && cat > from_stdin.txt && echo "working on it" '
              '&& git add -A && git -c user.name=a -c user.email=a@a commit -qm "agent commit" && echo done')  # fmt: skip
    agent = get_agent("command", agent_command=script, model="external/cli")
    context = make_context(tmp_path)
    stats = agent.run(context)
    assert stats.exit_status == "exit_0" and stats.cost_usd is None and agent.model == "external/cli"
    assert context.workspace.read_file("from_stdin.txt").decode() == context.prompt
    assert int(context.workspace.read_file("from_file.txt")) == len(context.prompt.encode())
    assert _git(context.workspace.path, "rev-list", "--count", "HEAD").stdout.strip() == "1"
    assert sorted(context.workspace.list_files()) == ["from_file.txt", "from_stdin.txt"]
    log = (context.run_dir / "trajectory.txt").read_text()
    assert log.startswith("$ wc -c") and "working on it\ndone\n" in log and "commits were undone" in log


def test_command_agent_budget_and_a_missing_program(tmp_path):
    with pytest.raises(AgentTimeout):
        get_agent("command", agent_command="echo started; sleep 30", poll_interval=0.2).run(
            make_context(tmp_path / "slow", budget=1.5))  # fmt: skip
    assert "started" in (tmp_path / "slow" / "run" / "trajectory.txt").read_text()
    with pytest.raises(AgentError, match="could not start \\(exit 127\\)"):
        get_agent("command", agent_command="no-such-agent-cli --go").run(make_context(tmp_path / "missing"))


def test_replay_applies_the_earlier_patch_of_the_same_task_and_sample(tmp_path):
    from tests.helpers import make_patch

    earlier = tmp_path / "runs" / "old-run" / TASK.id / "1"
    earlier.mkdir(parents=True)
    (earlier / "patch.diff").write_text(make_patch(SMALL))
    (earlier / "result.json").write_text(
        json.dumps(
            {
                "model": "openai/old",
                "agent_stats": {
                    "exit_status": "submitted",
                    "steps": 7,
                    "input_tokens": 10,
                    "output_tokens": 5,
                    "cost_usd": 0.25,
                },
            }
        )
    )
    agent = get_agent("replay", replay_from=str(tmp_path / "runs" / "old-run"))
    agent.preflight()
    assert agent.model == "openai/old"
    context = make_context(tmp_path / "new")
    context.run_dir = tmp_path / "new" / "runs" / TASK.id / "1"
    stats = agent.run(context)
    assert (stats.exit_status, stats.steps, stats.cost_usd) == ("replayed", 7, 0.25)
    assert sorted(context.workspace.list_files()) == sorted(SMALL)
    assert (context.workspace.path / "run.sh").stat().st_mode & 0o111
    assert trajectory(context)["replayed_from"] == str(earlier)
    context.run_dir = tmp_path / "new" / "runs" / TASK.id / "0"
    with pytest.raises(AgentError, match="no patch for fastapi-sqlite sample 0"):
        agent.run(context)
    with pytest.raises(AgentError, match="needs --replay-from"):
        get_agent("replay").preflight()
