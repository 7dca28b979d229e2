"""Dependency installs of the Docker backend. Each install is a host directory of the harness cache
(`<cache>/docker/python/<key>`, `<cache>/docker/node/<key>`), keyed by a hash of the whole dependency
closure (harness.backends.depclosure: included requirement files, lock files, .npmrc) and the image. The host
takes the install's lock and writes its completeness marker (harness.backends.depcache, as for the local
backend), so parallel phases share one install and an interrupted one is redone. The install runs in
the phase's setup container, which mounts that one directory writable at `/deps/<kind>/<key>` and
nothing else of the cache, so one solution's install scripts cannot alter another's installs; the
eval app container mounts the same directory read-only at the same place. Downloads are cached per
install (inside the container) for the same reason. A closure that points into the workspace (local
paths) is installed privately in the workspace instead (`.venv` / `node_modules`, never part of a
patch)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from harness.catalog.tasks import Framework
from harness.backends.depcache import _digest
from harness.backends.depclosure import Closure, node_closure, python_closure
from harness.paths import cache_dir

WORKDIR = "/workspace"
DEPS_MOUNT = "/deps"

_PYTHON = (
    "python3 -m venv {mount}/venv && {mount}/venv/bin/pip install --disable-pip-version-check "
    "--cache-dir /tmp/pip-cache -r {mount}/inputs/{entry}"
)
_PYTHON_PRIVATE = (
    "echo '{why}: not cacheable; installing into a private environment (.venv)' && "
    "python3 -m venv {workdir}/.venv && {workdir}/.venv/bin/pip install --disable-pip-version-check "
    "--cache-dir /tmp/pip-cache -r {workdir}/{entry}"
)
_NODE = "cd {mount} && npm install --no-audit --no-fund --cache /tmp/npm-cache"
_NODE_PRIVATE = "echo '{why}: not cacheable; installing into the workspace' && npm install --no-audit --no-fund --cache /tmp/npm-cache"


@dataclass
class InstallPlan:
    """How one workspace's dependencies get installed in Docker."""

    closure: Closure
    script: str  # run in the setup container
    slot: Path | None  # the host directory of a shared install (None: private, in the workspace)
    mount: str | None  # where the slot is seen in the containers
    bin_dir: str | None  # what goes first on PATH (a virtual environment's bin)
    node_modules: str | None  # what the workspace's node_modules points to


def slot_root(runtime: str) -> Path:
    return cache_dir() / "docker" / runtime


def plan_install(framework: Framework, workspace: Path, image: str) -> InstallPlan:
    fill = {"workdir": WORKDIR, "entry": framework.dependency_file}
    if framework.runtime == "python":
        closure = python_closure(workspace, framework.dependency_file)
        if closure.local:
            return InstallPlan(closure, _PYTHON_PRIVATE.format(why=_quote(closure.local), **fill), None, None,
                               f"{WORKDIR}/.venv/bin", None)  # fmt: skip
    else:
        closure = node_closure(workspace)
        if closure.local:
            return InstallPlan(closure, _NODE_PRIVATE.format(why=_quote(closure.local)), None, None, None, None)
    key = _digest(*closure.material(), image.encode())
    mount = f"{DEPS_MOUNT}/{framework.runtime}/{key}"
    script = (_PYTHON if framework.runtime == "python" else _NODE).format(mount=mount, **fill)
    if os.geteuid() != 0:  # files made as root in the container: hand them to the harness's user
        script = f"{script}; status=$?; chown -R {os.getuid()}:{os.getgid()} {mount}; exit $status"
    if framework.runtime == "python":
        return InstallPlan(closure, script, slot_root("python") / key, mount, f"{mount}/venv/bin", None)
    return InstallPlan(closure, script, slot_root("node") / key, mount, None, f"{mount}/node_modules")


def _quote(text: str) -> str:
    return text.replace("'", "")
