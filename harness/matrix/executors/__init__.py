"""Where matrix runs execute: threads on this machine, or Ray tasks across a cluster."""

from __future__ import annotations

from pathlib import Path

from harness.matrix.executors.local import ProcessExecutor, settle_orphans


def make_executor(name: str, backend_name: str, run_root: Path, ray_address: str | None = None):
    """run_root: runs/<run-id>; the local executor keeps its in-flight markers there."""
    if name == "local":
        return ProcessExecutor(backend_name, run_root / ".inflight")
    if name == "ray":
        from harness.matrix.executors.ray import RayExecutor

        return RayExecutor(backend_name, ray_address)
    raise ValueError(f"unknown executor {name!r}; valid: local, ray")


__all__ = ["make_executor", "settle_orphans"]
