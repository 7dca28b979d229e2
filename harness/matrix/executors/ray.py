"""Runs as Ray tasks across a cluster. Each run needs one sandbox slot (`conduit_sandbox`) and its
framework's port (`conduit_port_8080` / `conduit_port_3000`, one of each per node) on a node that has
the backend's requirements; a node advertises them when it joins:

    ray start --address HEAD:6379 --resources '{"conduit_sandbox": 2, "conduit_port_8080": 1, "conduit_port_3000": 1}'

The worker runs the pipeline into a temporary directory and sends the files back; only the driver
writes the run directory, so resuming works exactly as with local processes."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from harness.matrix.plan import RunSpec
from harness.run.context import Budgets
from harness.run.store import RunResult, write_atomic

LOCAL_RESOURCES = {"conduit_sandbox": 2, "conduit_port_8080": 1, "conduit_port_3000": 1}


def _run_remotely(spec: RunSpec, backend_name: str, budgets: Budgets, suite_profile: str, infra_retries: int,
                  earlier: dict[str, bytes] | None = None) -> dict[str, bytes]:  # fmt: skip
    """`earlier`: the files of a finished run whose build is reused (its patch is evaluated again)."""
    from dataclasses import replace

    from harness.backends import get_backend
    from harness.run.pipeline import run_task

    root = Path(tempfile.mkdtemp(prefix="conduit-ray-run-"))
    try:
        for name, content in (earlier or {}).items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_bytes(content)
        backend = get_backend(backend_name)
        backend.check()
        local = replace(spec, run_dir=root)  # the worker's own directory; the driver writes the real one
        run_task(local.context(spec.config.build(), backend, suite_profile, budgets), infra_retries,
                 reuse_build=earlier is not None)  # fmt: skip
        return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}
    finally:
        shutil.rmtree(root, ignore_errors=True)


def _earlier_files(spec: RunSpec) -> dict[str, bytes] | None:
    """What a remote worker needs to evaluate a finished run's patch again."""
    if spec.action not in ("re-eval", "regrade"):
        return None
    names = ("result.json", "patch.diff", "prompt.md", "trajectory.txt", "trajectory.json")
    return {name: (spec.run_dir / name).read_bytes() for name in names if (spec.run_dir / name).is_file()}


class RayExecutor:
    exclusive_ports = False  # Ray's per-node port resources do it

    def __init__(self, backend_name: str, address: str | None):
        try:
            import ray
        except ImportError:
            raise RuntimeError("the ray executor needs Ray: pip install 'conduit-harness[ray]'") from None
        self._ray = ray
        if not ray.is_initialized():
            if address in (None, "", "local"):
                # A one-machine cluster for trying it out (and for the tests): two worker slots.
                ray.init(resources=LOCAL_RESOURCES, num_cpus=2, include_dashboard=False, log_to_driver=False,
                         runtime_env={"env_vars": _forwarded_env()})  # fmt: skip
            else:
                ray.init(address=address, log_to_driver=False, runtime_env={"env_vars": _forwarded_env()})
        self._remote = ray.remote(num_cpus=0)(_run_remotely)
        self._backend_name = backend_name
        self._specs: dict = {}

    def submit(self, spec: RunSpec, budgets: Budgets, suite_profile: str, infra_retries: int):
        resources = {"conduit_sandbox": 1, f"conduit_port_{spec.port}": 1}
        ref = self._remote.options(resources=resources, max_retries=0).remote(
            spec, self._backend_name, budgets, suite_profile, infra_retries, _earlier_files(spec))  # fmt: skip
        self._specs[ref] = (spec, suite_profile)
        return ref

    def wait(self, handles: list) -> list:
        done, _ = self._ray.wait(handles, num_returns=1)
        return done

    def result(self, handle) -> RunResult:
        spec, suite_profile = self._specs.pop(handle)
        try:
            files = self._ray.get(handle)
        except Exception as exc:  # a worker died or the task raised: the harness's fault, not the model's
            from harness.matrix.executors.records import infra_result

            return infra_result(spec, f"ray task failed: {type(exc).__name__}: {exc}", suite_profile, self._backend_name)
        result_bytes = files.pop("result.json")
        for relative, content in files.items():
            write_atomic(spec.run_dir / relative, content)
        write_atomic(spec.run_dir / "result.json", result_bytes)  # last: marks the run finished
        return RunResult.model_validate_json(result_bytes)

    def close(self) -> None:
        for ref in list(self._specs):
            self._ray.cancel(ref, force=True)
        self._specs.clear()


def _forwarded_env() -> dict[str, str]:
    """The harness settings workers need; never API keys (agents read those on the worker node)."""
    return {k: v for k, v in os.environ.items() if k.startswith("CONDUIT_HARNESS_")}
