"""A fake OpenAI-compatible chat-completions server for the agents' tests (no network, no keys).

Replies are scripted, served in order: a string is the assistant's text; {"commands": [...]}
is a reply with one bash tool call per command (what mini-swe-agent runs); {"status": 500} is an
HTTP error; a callable gets the request's JSON body and returns one of those. When the script runs
out, `default` is served (an error 500 unless set). Every request is recorded."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

FAKE_MODEL = "openai/fake-conduit-model"
# Prices for the fake model (USD per token), registered through LITELLM_MODEL_REGISTRY_PATH.
INPUT_PRICE, OUTPUT_PRICE = 1e-6, 2e-6
PROMPT_TOKENS, COMPLETION_TOKENS = 120, 30


def registry_json() -> str:
    return json.dumps({FAKE_MODEL: {"input_cost_per_token": INPUT_PRICE, "output_cost_per_token": OUTPUT_PRICE,
                                    "litellm_provider": "openai", "mode": "chat", "max_output_tokens": 4096,
                                    "max_input_tokens": 200000, "supports_function_calling": True}})  # fmt: skip


@pytest.fixture
def llm_env(tmp_path_factory, monkeypatch):
    """Fast retries and a price for the fake model (litellm reads it once, at its first use)."""
    registry = tmp_path_factory.getbasetemp() / "fake-model-prices.json"
    registry.write_text(registry_json())
    monkeypatch.setenv("LITELLM_MODEL_REGISTRY_PATH", str(registry))
    monkeypatch.setenv("CONDUIT_HARNESS_LLM_RETRY_WAIT_S", "0.01")


@pytest.fixture
def llm(llm_env):
    """Start fake servers with `llm(script, default)`; all are closed after the test."""
    servers: list[FakeLLM] = []

    def start(script=None, default=None) -> "FakeLLM":
        servers.append(FakeLLM(script, default))
        return servers[-1]

    yield start
    for server in servers:
        server.close()


def _completion(body: dict, item: Any, index: int) -> tuple[int, dict]:
    if isinstance(item, dict) and "status" in item:
        return item["status"], {"error": {"message": item.get("message", "scripted failure"), "type": "server_error"}}
    message: dict = {"role": "assistant", "content": None}
    finish = "stop"
    if isinstance(item, str):
        message["content"] = item
    else:
        message["content"] = item.get("content")
        commands = item.get("commands") or []
        if commands:
            finish = "tool_calls"
            message["tool_calls"] = [
                {"id": f"call_{index}_{n}", "type": "function",
                 "function": {"name": "bash", "arguments": json.dumps({"command": command})}}
                for n, command in enumerate(commands)
            ]  # fmt: skip
        finish = item.get("finish_reason", finish)
    return 200, {
        "id": f"chatcmpl-{index}", "object": "chat.completion", "created": 1700000000, "model": body.get("model"),
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": {"prompt_tokens": PROMPT_TOKENS, "completion_tokens": COMPLETION_TOKENS,
                  "total_tokens": PROMPT_TOKENS + COMPLETION_TOKENS},
    }  # fmt: skip


class FakeLLM:
    def __init__(self, script: list[Any] | None = None, default: Any = None):
        self.script: list[Any] = list(script or [])
        self.default = default if default is not None else {"status": 500}
        self.requests: list[dict] = []
        self.headers: list[dict] = []
        self._lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                with fake._lock:
                    fake.requests.append(body)
                    fake.headers.append(dict(self.headers))
                    index = len(fake.requests)
                    item = fake.script.pop(0) if fake.script else fake.default
                if callable(item):
                    item = item(body)
                status, payload = _completion(body, item, index)
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def heredoc_command(path: str, content: str, executable: bool = False) -> str:
    """A shell command that writes `content` to `path` (what a model writes to create a file)."""
    marker = "CONDUIT_EOF"
    while marker in content:
        marker += "_"
    body = content if content.endswith("\n") else content + "\n"
    directory = path.rsplit("/", 1)[0] if "/" in path else ""
    mkdir = f"mkdir -p {directory} && " if directory else ""
    chmod = f"chmod +x {path}\n" if executable else ""
    return f"{mkdir}cat > {path} <<'{marker}'\n{body}{marker}\n{chmod}"


def solution_reply(files: dict[str, str], note: str = "Here is the solution.") -> str:
    return note + "\n\n" + "".join(f'<file path="{p}">\n{c if c.endswith(chr(10)) else c + chr(10)}</file>\n'
                                   for p, c in files.items())  # fmt: skip


Script = list[Any]
Responder = Callable[[dict], Any]


def reference_commands(task, files_per_command: int = 5) -> list[str]:
    """Shell commands that write the task's reference solution, a few files per command."""
    from harness.catalog.references import reference_contents

    commands, batch = [], []
    for relative, (content, executable) in reference_contents(task).items():
        batch.append(heredoc_command(relative, content.decode(), executable=executable))
        if len(batch) == files_per_command:
            commands.append("".join(batch))
            batch = []
    if batch:
        commands.append("".join(batch))
    return commands


def reference_solution(task) -> dict[str, str]:
    from harness.catalog.references import reference_contents

    return {relative: content.decode() for relative, (content, _) in reference_contents(task).items()}


class ScriptedModel:
    """A mini-swe-agent Model that replays shell commands, one per step, then submits."""

    def __init__(self, commands: list[str], submit: bool = True):
        self.commands = list(commands) + (["echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT"] if submit else [])
        self.config = {"model_name": "scripted"}
        self.calls = 0

    def query(self, messages: list[dict], **kwargs) -> dict:
        self.calls += 1
        if not self.commands:
            raise RuntimeError("the script ran out of commands")
        command = self.commands.pop(0)
        return {"role": "assistant", "content": f"Step {self.calls}.",
                "extra": {"actions": [{"command": command}], "cost": 0.0}}  # fmt: skip

    def format_message(self, **kwargs) -> dict:
        return dict(kwargs)

    def format_observation_messages(self, message: dict, outputs: list[dict], template_vars: dict | None = None):
        return [{"role": "user", "content": f"<returncode>{o.get('returncode')}</returncode>\n{o.get('output', '')}",
                 "extra": {"returncode": o.get("returncode")}} for o in outputs]  # fmt: skip

    def get_template_vars(self, **kwargs) -> dict:
        return dict(self.config)

    def serialize(self) -> dict:
        return {"info": {"config": {"model": dict(self.config), "model_type": "tests.fake_llm.ScriptedModel"}}}
