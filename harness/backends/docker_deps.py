"""Dependency installs of the Docker backend: one engine-wide volume (`conduit-harness-deps`, at /deps
in every app container) holds a virtual environment per requirements.txt and a node_modules per
package.json (+ lock), keyed by a hash of those files and the image. Each install runs inside the
container under a file lock (flock on the volume), so parallel phases share one install and an
interrupted install (no `.complete` marker) is redone. Requirements pointing into the workspace go
into a private environment in the workspace (`.venv`, never part of a patch) instead. No eviction yet: `docker volume rm conduit-harness-deps` empties it."""

from __future__ import annotations

import hashlib
from pathlib import Path

from harness.catalog import Framework

WORKDIR = "/workspace"
DEPS_VOLUME = "conduit-harness-deps"
DEPS_MOUNT = "/deps"

_PYTHON_INSTALL = r"""
slot={deps}/python/{key}
mkdir -p {deps}/python && exec 9>"$slot.lock" && flock 9
if [ -f "$slot/.complete" ]; then echo "dependency cache hit: {key}"; exit 0; fi
echo "dependency cache miss: {key}; installing"
rm -rf "$slot"
if python3 -m venv "$slot" && "$slot/bin/pip" install --disable-pip-version-check -r {workdir}/requirements.txt; then
  touch "$slot/.complete"
else
  status=$?; rm -rf "$slot"; exit $status
fi
"""
_PYTHON_PRIVATE_INSTALL = r"""
echo "requirements.txt refers to local paths: not cacheable; installing into a private environment"
python3 -m venv {workdir}/.venv && {workdir}/.venv/bin/pip install --disable-pip-version-check -r {workdir}/requirements.txt
"""
_NODE_INSTALL = r"""
slot={deps}/node/{key}
mkdir -p {deps}/node && exec 9>"$slot.lock" && flock 9
if [ -f "$slot/.complete" ]; then
  echo "dependency cache hit: {key}"
else
  echo "dependency cache miss: {key}; installing"
  rm -rf "$slot" && mkdir -p "$slot" && cp {workdir}/package.json "$slot/"
  if [ -f {workdir}/package-lock.json ]; then cp {workdir}/package-lock.json "$slot/"; fi
  if (cd "$slot" && npm install --no-audit --no-fund); then touch "$slot/.complete"; else status=$?; rm -rf "$slot"; exit $status; fi
fi
rm -rf {workdir}/node_modules && ln -s "$slot/node_modules" {workdir}/node_modules
"""
_LOCAL_REQUIREMENT = ("-e ", "--editable", ".", "/", "file:")


def _digest(*parts: bytes) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(len(part).to_bytes(8, "big"))
        h.update(part)
    return h.hexdigest()[:24]


def install_script(framework: Framework, workspace: Path, image: str) -> tuple[str, str | None]:
    """(the shell script that installs the workspace's dependencies, the venv whose bin/ goes on PATH)."""
    fill = {"deps": DEPS_MOUNT, "workdir": WORKDIR}
    dependency_file = workspace / framework.dependency_file
    if framework.runtime == "python":
        content = dependency_file.read_bytes()
        lines = [line.strip() for line in content.decode(errors="replace").splitlines()]
        if any(line.startswith(_LOCAL_REQUIREMENT) for line in lines):
            return _PYTHON_PRIVATE_INSTALL.format(**fill), f"{WORKDIR}/.venv"  # excluded from patches
        key = _digest(content, image.encode())
        return _PYTHON_INSTALL.format(key=key, **fill), f"{DEPS_MOUNT}/python/{key}"
    lock = workspace / "package-lock.json"
    key = _digest(dependency_file.read_bytes(), lock.read_bytes() if lock.is_file() else b"", image.encode())
    return _NODE_INSTALL.format(key=key, **fill), None
