"""`harness doctor` (what works here, API key names only) and `harness clean` (labelled leftovers of
dead processes go, everything else stays)."""

from __future__ import annotations

import subprocess
import sys
import uuid

import pytest
from typer.testing import CliRunner

from harness.backends.docker import labels as docker_labels
from harness.cli import app

runner = CliRunner()


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_doctor_reports_each_part_and_key_names_only(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-doctor-test-secret-value")
    monkeypatch.setenv("SOMEPROVIDER_API_KEY", "another-secret-value")
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    result = runner.invoke(app, ["doctor"])
    out = result.output
    assert result.exit_code == 0, out
    for prefix in ("docker engine:", "docker backend:", "initdb/pg_ctl:", "node:", "local backend:", "API keys:"):
        assert any(line.startswith(prefix) for line in out.splitlines()), (prefix, out)
    keys_line = next(line for line in out.splitlines() if line.startswith("API keys:"))
    assert "OPENAI_API_KEY" in keys_line and "SOMEPROVIDER_API_KEY" in keys_line
    assert "ANTHROPIC_API_KEY" not in keys_line
    assert "secret-value" not in out
    assert "local backend: ready" in out  # the test machine runs the local backend
    assert "initdb (PostgreSQL)" in out


def _docker(*args: str) -> str:
    return subprocess.run(["docker", *args], capture_output=True, text=True, check=True).stdout.strip()


def _exists(kind: str, name: str) -> bool:
    return subprocess.run(["docker", kind, "inspect", name], capture_output=True).returncode == 0


@pytest.mark.requires_docker
def test_doctor_lists_and_clean_removes_leftovers_of_dead_runs_only(docker_images):
    tag = uuid.uuid4().hex[:8]
    dead = ["--label", "conduit-harness.harness=1", "--label", f"conduit-harness.run=test-{tag}",
            "--label", "conduit-harness.task=fastapi-test", "--label", f"conduit-harness.owner-pid={_dead_pid()}",
            "--label", f"conduit-harness.owner-host={__import__('socket').gethostname()}"]  # fmt: skip
    alive = [*docker_labels.label_args(f"test-{tag}-alive", "fastapi-test")]
    image = docker_images["python"]
    objects = {  # name -> (kind, expected to survive `harness clean`)
        f"ch-dead-c-{tag}": ("container", False), f"ch-dead-n-{tag}": ("network", False),
        f"ch-dead-v-{tag}": ("volume", False), f"ch-alive-n-{tag}": ("network", True),
        f"ch-plain-c-{tag}": ("container", True), f"ch-plain-n-{tag}": ("network", True),
        f"ch-plain-v-{tag}": ("volume", True),
    }  # fmt: skip
    try:
        _docker("network", "create", *dead, f"ch-dead-n-{tag}")
        _docker("volume", "create", *dead, f"ch-dead-v-{tag}")
        # A labelled container on the labelled network, holding the labelled volume: clean must remove
        # the container first for the network and the volume to go.
        _docker("run", "-d", "--name", f"ch-dead-c-{tag}", *dead, "--network", f"ch-dead-n-{tag}",
                "-v", f"ch-dead-v-{tag}:/data", "--entrypoint", "sleep", image, "300")  # fmt: skip
        _docker("network", "create", *alive, f"ch-alive-n-{tag}")
        _docker("network", "create", f"ch-plain-n-{tag}")
        _docker("volume", "create", f"ch-plain-v-{tag}")
        _docker("create", "--name", f"ch-plain-c-{tag}", "--entrypoint", "true", image)

        found = {item.name: item for item in docker_labels.leftovers()}
        assert {f"ch-dead-c-{tag}", f"ch-dead-n-{tag}", f"ch-dead-v-{tag}", f"ch-alive-n-{tag}"} <= set(found)
        assert not found[f"ch-dead-c-{tag}"].owner_alive() and found[f"ch-alive-n-{tag}"].owner_alive()
        assert not any(name.startswith("ch-plain-") for name in found)

        doctor = runner.invoke(app, ["doctor"])
        assert doctor.exit_code == 0, doctor.output
        objects_line = next(line for line in doctor.output.splitlines() if "harness objects:" in line)
        assert "left by dead processes; `harness clean` removes them" in objects_line, objects_line

        result = runner.invoke(app, ["clean"])
        assert result.exit_code == 0, result.output
        assert "docker: removed" in result.output and "local: removed" in result.output
        for name, (kind, survives) in objects.items():
            assert _exists(kind, name) == survives, (name, result.output)
    finally:
        for name, (kind, _) in objects.items():
            command = {"container": ["rm", "-f", "-v"], "network": ["network", "rm"], "volume": ["volume", "rm", "-f"]}
            subprocess.run(["docker", *command[kind], name], capture_output=True)
