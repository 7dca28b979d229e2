"""The Docker engine as the Docker backend drives it, through the `docker` SDK.

- Typed errors: the SDK's exceptions become InfraError (a run's infrastructure failed) or
  BackendUnavailable (no engine, a missing image), with the engine's own message.
- Nothing is ever pulled: containers are created and started (the SDK's `run` would pull a missing
  image); a missing image is an error naming the command that builds it.
- Commands run through exec with their stdout and stderr demultiplexed (kept apart and interleaved),
  bounded in size, under `timeout -k` inside the container so a command whose budget ran out is
  really dead; the host gives up on the stream only as a last resort.
- A server's output is streamed into its log file while it runs.
Objects are addressed by the names a phase chose before creating them, so an interrupted creation
still leaves something removable by name."""

from __future__ import annotations

import os
import select
import struct
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from harness.backends.base import BackendUnavailable, InfraError
from harness.procs import ExecResult, StreamCollector

KILL_GRACE_S = 5  # `timeout -k`: seconds between TERM and KILL of a command that ran out of time
HOST_GRACE_S = 30  # the host waits this much longer than the in-container budget before it gives up
# (pid, DOCKER_HOST) -> DockerClient: a client's connections are not shared with child processes.
_CLIENTS: dict[tuple[int, str | None], object] = {}


def client():
    """The process's SDK client; BackendUnavailable when no engine answers."""
    key = (os.getpid(), os.environ.get("DOCKER_HOST"))
    found = _CLIENTS.get(key)
    if found is None:
        import docker

        try:
            found = docker.from_env(timeout=120)
        except docker.errors.DockerException as exc:
            raise BackendUnavailable(f"no Docker engine answers ({_short(exc)}): start dockerd or use --backend local") from None
        _CLIENTS[key] = found
    return found


def _short(exc: BaseException) -> str:
    text = getattr(exc, "explanation", None) or str(exc)
    return " ".join(str(text).split())[:400]


@contextmanager
def engine_call(what: str) -> Iterator[None]:
    """The SDK's errors as the harness's: a missing image is BackendUnavailable, anything else the
    engine refused or did not answer is InfraError naming the operation."""
    import docker
    import requests

    try:
        yield
    except docker.errors.ImageNotFound as exc:
        raise BackendUnavailable(f"{what}: image missing ({_short(exc)}); build it with `harness images build --bootstrap`") from None
    except docker.errors.APIError as exc:
        raise InfraError(f"docker {what} failed: {_short(exc)}") from None
    except (requests.exceptions.ConnectionError, requests.exceptions.Timeout) as exc:
        raise InfraError(f"docker {what}: the engine did not answer ({type(exc).__name__})") from None
    except docker.errors.DockerException as exc:
        raise InfraError(f"docker {what} failed: {_short(exc)}") from None


def engine_version() -> str | None:
    """The engine's version, or None when no engine answers."""
    try:
        return str(client().version().get("Version")) or None  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - any failure means: no usable engine
        return None


def image_present(ref: str) -> bool:
    import docker

    try:
        client().images.get(ref)  # type: ignore[attr-defined]
    except (docker.errors.ImageNotFound, BackendUnavailable):
        return False
    except docker.errors.DockerException:
        return False
    return True


def image_env(image: str) -> dict[str, str]:
    """The environment an image declares (PATH, CA bundle variables…): the base of every exec's env."""
    with engine_call(f"image inspect {image}"):
        raw = client().images.get(image).attrs["Config"].get("Env") or []  # type: ignore[attr-defined]
    return dict(item.split("=", 1) for item in raw if "=" in item)


def container_ip(container: str, network: str) -> str:
    with engine_call(f"container inspect {container}"):
        attrs = client().api.inspect_container(container)  # type: ignore[attr-defined]
    address = ((attrs.get("NetworkSettings") or {}).get("Networks") or {}).get(network, {}).get("IPAddress")
    if not address:
        raise InfraError(f"container {container} has no address on network {network}")
    return address


def create_network(name: str, labels: dict[str, str], internal: bool = False) -> None:
    with engine_call(f"network create {name}"):
        client().networks.create(name, internal=internal, labels=labels)  # type: ignore[attr-defined]


def connect(network: str, container: str) -> None:
    with engine_call(f"network connect {network}"):
        client().api.connect_container_to_network(container, network)  # type: ignore[attr-defined]


def disconnect(network: str, container: str) -> None:
    with engine_call(f"network disconnect {network}"):
        client().api.disconnect_container_from_network(container, network, force=True)  # type: ignore[attr-defined]


def start_container(name: str, image: str, command: list[str], *, labels: dict[str, str], network: str,
                    env: dict[str, str] | None = None, binds: dict[str, dict[str, str]] | None = None,
                    limits: dict | None = None, hostname: str | None = None) -> None:  # fmt: skip
    """Create (never pull) and start a container with `--init`, on `network`, in /workspace."""
    with engine_call(f"create {name}"):
        api = client().api  # type: ignore[attr-defined]
        host_config = api.create_host_config(init=True, network_mode=network, binds=binds or {}, **(limits or {}))
        api.create_container(image, command, name=name, hostname=hostname, labels=labels, environment=env or {},
                             working_dir="/workspace", host_config=host_config)  # fmt: skip
    with engine_call(f"start {name}"):
        api.start(name)


def remove_container(name: str) -> None:
    import docker

    try:
        client().api.remove_container(name, force=True, v=True)  # type: ignore[attr-defined]
    except docker.errors.NotFound:
        pass
    except Exception:  # noqa: BLE001 - best effort at clean-up: the reaper retries what stays
        pass


def remove_network(name: str) -> None:
    import docker

    try:
        client().api.remove_network(name)  # type: ignore[attr-defined]
    except docker.errors.NotFound:
        pass
    except Exception:  # noqa: BLE001 - best effort at clean-up: the reaper retries what stays
        pass


def kill_container(name: str) -> None:
    import docker

    try:
        client().api.kill(name)  # type: ignore[attr-defined]
    except docker.errors.DockerException:
        pass


def container_logs(name: str) -> str | None:
    """Everything the container wrote (stdout and stderr as they arrived); None when it is gone."""
    import docker

    try:
        data = client().api.logs(name, stdout=True, stderr=True)  # type: ignore[attr-defined]
    except docker.errors.DockerException:
        return None
    return data.decode("utf-8", errors="replace")


def bounded_command(command: str, timeout_s: float) -> list[str]:
    """bash -c `command` killed inside the container when its budget runs out."""
    return ["timeout", "-k", str(KILL_GRACE_S), f"{max(timeout_s, 0.1):.1f}", "bash", "-c", command]


def _timed_out(code: int, duration: float, budget: float) -> bool:
    """timeout(1) exits 124 when the budget fired, 128+9 when the command also needed the KILL."""
    return code == 124 or (code == 137 and duration >= budget)


def _frames(sock, deadline: float) -> Iterator[tuple[int, bytes]]:
    """(stream, data) frames of an attached, non-tty exec until it ends; stops at `deadline`."""
    from docker.utils.socket import read

    def exactly(n: int) -> bytes | None:
        data = b""
        while len(data) < n:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError
            ready, _, _ = select.select([sock], [], [], min(remaining, 1.0))
            if not ready:
                continue
            chunk = read(sock, n - len(data))
            if not chunk:
                return None
            data += chunk
        return data

    while True:
        header = exactly(8)
        if header is None:
            return
        stream, size = struct.unpack(">BxxxL", header)
        payload = exactly(size) if size else b""
        if payload is None:
            return
        yield stream, payload


class _Refused(Exception):
    pass


def exec_bounded(container: str, command: str, env: dict[str, str], timeout_s: float,
                 workdir: str = "/workspace") -> ExecResult:  # fmt: skip
    """`command` in the running container under `timeout -k`; stdout and stderr demultiplexed."""
    import docker

    budget = max(timeout_s, 0.1)
    started = time.monotonic()
    collected = StreamCollector()
    try:
        with engine_call(f"exec in {container}"):
            api = client().api  # type: ignore[attr-defined]
            try:
                exec_id = api.exec_create(container, bounded_command(command, budget), environment=env,
                                          workdir=workdir)["Id"]  # fmt: skip
                sock = api.exec_start(exec_id, socket=True)
            except docker.errors.APIError as exc:  # the engine refused (the container died: a fork bomb…)
                collected.add(2, f"Error response from daemon: {_short(exc)}\n".encode())
                raise _Refused from None
    except _Refused:  # as the docker CLI reports it: a failed command, not a harness error
        return collected.result(1, False, time.monotonic() - started)
    host_timed_out = False
    try:
        for stream, data in _frames(sock, started + budget + KILL_GRACE_S + HOST_GRACE_S):
            collected.add(stream, data)
    except TimeoutError:
        host_timed_out = True  # the engine never closed the stream: give up on it
    finally:
        sock.close()
    with engine_call(f"exec inspect in {container}"):
        code = api.exec_inspect(exec_id).get("ExitCode")
    duration = time.monotonic() - started
    code = -1 if code is None else int(code)
    return collected.result(code, host_timed_out or _timed_out(code, duration, budget), duration)


def run_to_end(name: str, image: str, command: str, timeout_s: float, *, labels: dict[str, str], network: str,
               env: dict[str, str], binds: dict[str, dict[str, str]], limits: dict,
               entrypoint: list[str] | None = None) -> ExecResult:  # fmt: skip
    """A short-lived container running `command` to its end (or its budget), its stdout and stderr
    demultiplexed as for exec; removed afterwards."""
    budget = max(timeout_s, 0.1)
    started = time.monotonic()
    try:
        with engine_call(f"create {name}"):
            api = client().api  # type: ignore[attr-defined]
            host_config = api.create_host_config(init=True, network_mode=network, binds=binds, **limits)
            api.create_container(image, bounded_command(command, budget), name=name, labels=labels, environment=env,
                                 working_dir="/workspace", host_config=host_config, entrypoint=entrypoint)  # fmt: skip
            sock = api.attach_socket(name, params={"stdout": 1, "stderr": 1, "stream": 1, "logs": 1})
        collected = StreamCollector()
        host_timed_out = False
        try:
            with engine_call(f"start {name}"):
                api.start(name)
            for stream, data in _frames(sock, started + budget + KILL_GRACE_S + HOST_GRACE_S):
                collected.add(stream, data)
        except TimeoutError:
            host_timed_out = True
            kill_container(name)
        finally:
            sock.close()
        try:
            with engine_call(f"wait for {name}"):
                code = int(api.wait(name, timeout=HOST_GRACE_S)["StatusCode"])
        except InfraError:
            host_timed_out, code = True, -1
        duration = time.monotonic() - started
        return collected.result(code, host_timed_out or _timed_out(code, duration, budget), duration)
    finally:
        remove_container(name)


class StreamedExec:
    """A command started in a running container whose output streams into `log_path` until it ends
    (a server). `running()` says whether it still runs."""

    def __init__(self, container: str, argv: list[str], env: dict[str, str], log_path: Path,
                 workdir: str = "/workspace"):  # fmt: skip
        log_path.parent.mkdir(parents=True, exist_ok=True)
        self._log = open(log_path, "ab")
        with engine_call(f"exec in {container}"):
            api = client().api  # type: ignore[attr-defined]
            self.exec_id = api.exec_create(container, argv, environment=env, workdir=workdir)["Id"]
            self._sock = api.exec_start(self.exec_id, socket=True)
        self._thread = threading.Thread(target=self._copy, name=f"log {log_path.name}", daemon=True)
        self._thread.start()

    def _copy(self) -> None:
        try:
            for _, data in _frames(self._sock, float("inf")):
                self._log.write(data)
                self._log.flush()
        except (OSError, ValueError):  # the socket was closed under us (stop)
            pass
        finally:
            self._log.close()

    def running(self) -> bool:
        return self._thread.is_alive()

    def wait(self, timeout_s: float) -> bool:
        self._thread.join(timeout_s)
        return not self._thread.is_alive()

    def abandon(self) -> None:
        """Stop reading (the command is being killed another way)."""
        try:
            self._sock.close()
        except OSError:
            pass
        self._thread.join(5)
