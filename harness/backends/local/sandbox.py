"""The local backend's jail: every agent command, dependency install and server runs under bubblewrap.

What a sandboxed process sees: the system directories read-only (/usr, /etc and the usr-merge links),
the Python installation the solutions' virtual environments are made from (its site-packages hidden,
so no server ever imports the harness's packages), the package indexes the host's pip is configured
with, and exactly the paths its phase grants (the workspace, its own dependency slot, a private
home). Not visible: the checkout and its reference solutions, the host's home, other solutions'
installs, the harness's processes and their environment (private /proc and PID namespace, cleared
environment; bubblewrap itself is started with that same cleared environment, because
/proc/1/environ inside the jail is bubblewrap's). All capabilities are dropped: the jail cannot
remount what it was given read-only. The network is shared (registries, the phase's Postgres on
loopback): the Docker backend is the one that takes it away."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import site
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

# System directories every sandboxed process reads; on usr-merged systems /bin, /lib… are links.
_SYSTEM_DIRS = ("/usr", "/etc", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
# Files under /etc a jail has no business reading (the host's password hashes).
_HIDDEN_ETC = ("/etc/shadow", "/etc/gshadow", "/etc/shadow-", "/etc/gshadow-")
# npm settings that are credentials: never copied into a jail's home.
_NPM_SECRETS = re.compile(r"(_auth|_authToken|_password|password|username|email|certfile|keyfile)\s*=", re.I)


class SandboxUnavailable(RuntimeError):
    """bubblewrap is missing or does not work on this machine."""


def bwrap_path() -> str | None:
    """bubblewrap on PATH, or the binary CONDUIT_BWRAP names (set but empty: do without it)."""
    chosen = os.environ.get("CONDUIT_BWRAP")
    if chosen is not None:
        return shutil.which(chosen) if chosen else None
    return shutil.which("bwrap")


def check_bwrap() -> str | None:
    """None when bubblewrap works here, else why not (one line); probed once per binary."""
    return _probe_bwrap(bwrap_path())


@lru_cache(maxsize=4)
def _probe_bwrap(binary: str | None) -> str | None:
    import subprocess

    if not binary:
        return "bubblewrap (bwrap) is not installed (Debian: apt-get install bubblewrap)"
    probe = [binary, "--unshare-pid", "--cap-drop", "ALL", *_system_binds(), "--proc", "/proc", "--dev", "/dev",
             "true"]  # fmt: skip
    try:
        done = subprocess.run(probe, capture_output=True, text=True, timeout=20, env={"PATH": "/usr/bin:/bin"})
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"bubblewrap does not run here: {exc}"
    if done.returncode != 0:
        return f"bubblewrap does not run here: {(done.stderr or done.stdout).strip()[:200]}"
    return None


def _system_binds() -> list[str]:
    args: list[str] = []
    for path in _SYSTEM_DIRS:
        p = Path(path)
        if p.is_symlink():
            args += ["--symlink", os.readlink(p), path]
        elif p.is_dir():
            args += ["--ro-bind", path, path]
    for path in _HIDDEN_ETC:
        if Path(path).exists():
            args += ["--ro-bind", "/dev/null", path]
    return args


def _under_system(path: Path) -> bool:
    return any(path == Path(d) or path.is_relative_to(d) for d in _SYSTEM_DIRS)


@lru_cache(maxsize=1)
def python_installation() -> tuple[Path, tuple[Path, ...]]:
    """(the prefix of the interpreter solutions' environments are made from, its site-packages).
    The harness may itself run in a virtual environment: base_prefix is the real installation."""
    prefix = Path(sys.base_prefix).resolve()
    hidden = {Path(p).resolve() for p in site.getsitepackages([sys.base_prefix]) if Path(p).is_dir()}
    return prefix, tuple(sorted(hidden))


def _local_index_paths() -> list[Path]:
    """Directories pip reads packages from on this host (find-links, file:// indexes, constraint
    files), from its environment variables and configuration files: installs in a jail need them."""
    values: list[str] = []
    for name in ("PIP_FIND_LINKS", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_CONSTRAINT"):
        values += os.environ.get(name, "").split()
    configs = ["/etc/pip.conf", "/etc/xdg/pip/pip.conf", os.environ.get("PIP_CONFIG_FILE", "")]
    for config in filter(None, configs):
        parser = configparser.ConfigParser()
        try:
            parser.read(config)
        except configparser.Error:
            continue
        for section in parser.sections():
            for key in ("find-links", "index-url", "extra-index-url", "constraint"):
                values += parser.get(section, key, fallback="").split()
    found = []
    for value in values:
        path = Path(value[len("file://"):] if value.startswith("file://") else value)
        if path.is_absolute() and path.exists() and not _under_system(path):
            found.append(path if path.is_dir() else path.parent)
    return found


def _node_prefix() -> Path | None:
    """Where node lives when it is not under /usr (nvm, a tarball in /opt)."""
    node = shutil.which("node")
    if not node:
        return None
    prefix = Path(node).resolve().parent.parent
    return None if _under_system(prefix) else prefix


def sanitized_npmrc() -> str:
    """The host user's npm settings (registry, cafile, nodedir for native builds) without credentials."""
    try:
        text = (Path.home() / ".npmrc").read_text()
    except OSError:
        return ""
    return "".join(line for line in text.splitlines(keepends=True) if not _NPM_SECRETS.search(line))


@dataclass
class Sandbox:
    """One jail's view: paths bound at the same place as on the host (so virtual environments and
    node_modules links keep working), files laid over system ones (the phase's /etc/hosts)."""

    writable: list[Path] = field(default_factory=list)
    readable: list[Path] = field(default_factory=list)
    files: dict[str, Path] = field(default_factory=dict)  # path in the jail -> host file (read-only)

    def argv(self, command: list[str], cwd: Path, env: dict[str, str]) -> list[str]:
        binary = bwrap_path()
        if not binary:
            raise SandboxUnavailable("bubblewrap (bwrap) is not installed")
        args = [binary, "--die-with-parent", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
                "--cap-drop", "ALL", "--hostname", "sandbox", *_system_binds()]  # fmt: skip
        prefix, site_dirs = python_installation()
        if not _under_system(prefix):
            args += ["--ro-bind", str(prefix), str(prefix)]
        for hidden in site_dirs:  # an empty directory over the harness's own packages
            args += ["--tmpfs", str(hidden)]
        node = _node_prefix()
        extra_ro = [*_local_index_paths(), *([node] if node else []), *self.readable]
        args += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp", "--tmpfs", "/run", "--tmpfs", "/var/tmp"]
        for path in extra_ro:
            if path.exists():
                args += ["--ro-bind", str(path), str(path)]
        for path in self.writable:
            args += ["--bind", str(path), str(path)]
        for target, source in self.files.items():
            args += ["--ro-bind", str(source), target]
        args += ["--clearenv"]
        for key, value in env.items():
            args += ["--setenv", key, value]
        return [*args, "--chdir", str(cwd), *command]


def jail_path() -> str:
    """PATH inside a jail: the interpreter solutions' environments are made from, then the system's."""
    dirs = [str(python_installation()[0] / "bin")]
    node = _node_prefix()
    if node:
        dirs.append(str(node / "bin"))
    return ":".join([*dirs, "/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"])


def launcher_env() -> dict[str, str]:
    """The environment bubblewrap itself is started with: nothing of the harness's (inside the jail,
    /proc/1/environ is bubblewrap's own environment)."""
    return {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"}
