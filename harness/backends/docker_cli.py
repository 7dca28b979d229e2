"""The docker CLI as the Docker backend drives it: one call per engine operation, errors with the
engine's own message, no SDK. Containers of a phase are addressed by the names the phase chose
before creating them, so an interrupted `docker run` still leaves something closable by name."""

from __future__ import annotations

import json
import subprocess

from harness.backends.base import InfraError


def docker(*args: str, timeout: float = 120, check: bool = True, input_text: str | None = None) -> subprocess.CompletedProcess:
    """`docker ARGS`; raises InfraError (with the engine's message) when it fails and `check` is set."""
    try:
        done = subprocess.run(["docker", *args], check=False, capture_output=True, text=True, timeout=timeout, input=input_text,
                              stdin=None if input_text is not None else subprocess.DEVNULL)  # fmt: skip
    except subprocess.TimeoutExpired as exc:
        raise InfraError(f"docker {args[0]} did not answer within {timeout:.0f}s") from exc
    except FileNotFoundError as exc:
        raise InfraError("the docker CLI is not installed") from exc
    if check and done.returncode != 0:
        raise InfraError(f"docker {' '.join(args[:2])} failed: {(done.stderr or done.stdout).strip()[-800:]}")
    return done


def engine_version() -> str | None:
    """The engine's version, or None when no engine answers."""
    try:
        done = docker("version", "--format", "{{.Server.Version}}", timeout=15, check=False)
    except InfraError:
        return None
    return done.stdout.strip() if done.returncode == 0 and done.stdout.strip() else None


def container_ip(container: str, network: str) -> str:
    template = "{{json .NetworkSettings.Networks}}"
    networks = json.loads(docker("container", "inspect", "--format", template, container).stdout or "{}")
    address = (networks.get(network) or {}).get("IPAddress")
    if not address:
        raise InfraError(f"container {container} has no address on network {network}")
    return address


def image_env(image: str) -> dict[str, str]:
    """The environment an image declares (PATH, CA bundle variables…): the base of every exec's env."""
    raw = json.loads(docker("image", "inspect", "--format", "{{json .Config.Env}}", image).stdout or "[]")
    return dict(item.split("=", 1) for item in raw or [] if "=" in item)


def remove_container(name: str) -> None:
    docker("container", "rm", "-f", "-v", name, check=False, timeout=120)


def remove_network(name: str) -> None:
    docker("network", "rm", name, check=False, timeout=60)
