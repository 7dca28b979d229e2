"""What every backend's workspace shares: a git repository in a directory of the harness's host
(the agent's files, the patch, the static verifiers' view), and the environment a host-side command
may see. Backends differ in where commands run (`exec`), not in how files and patches work."""

from __future__ import annotations

import os
import shlex
import subprocess
from pathlib import Path

from harness.procs import ExecResult, run_command

# The patch never carries dependency folders, caches, build output or database files.
PATCH_EXCLUDES = [
    "node_modules/", "__pycache__/", "*.pyc", ".venv/", "venv/", "*.egg-info/", "dist/", "build/",
    "*.so", "*.db", "*.sqlite", "*.sqlite3",
]  # fmt: skip
# Host variables a command may see: the path, the home (npm/pip configuration), the locale, and the
# certificate and index settings that let pip and npm reach their registries. Nothing else:
# no API keys, no tokens.
PASSED_THROUGH = (
    "PATH", "HOME", "LANG", "LC_ALL", "TZ", "SSL_CERT_FILE", "SSL_CERT_DIR", "PIP_CERT", "REQUESTS_CA_BUNDLE",
    "CURL_CA_BUNDLE", "NODE_EXTRA_CA_CERTS", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS",
    "PIP_DEFAULT_TIMEOUT", "PIP_DISABLE_PIP_VERSION_CHECK", "npm_config_registry", "HTTP_PROXY", "HTTPS_PROXY",
    "NO_PROXY", "http_proxy", "https_proxy", "no_proxy",
)  # fmt: skip
GIT_IDENTITY = {
    "GIT_AUTHOR_NAME": "conduit-harness", "GIT_AUTHOR_EMAIL": "harness@localhost",
    "GIT_COMMITTER_NAME": "conduit-harness", "GIT_COMMITTER_EMAIL": "harness@localhost",
}  # fmt: skip


def scrubbed_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The host's harmless variables (PASSED_THROUGH) and `extra`."""
    env = {name: os.environ[name] for name in PASSED_THROUGH if name in os.environ}
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    env.setdefault("LANG", "C.UTF-8")
    env.update(extra or {})
    return env


def git(workspace: Path, *args: str, check: bool = True, input_text: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["git", *args], cwd=workspace, env={**scrubbed_env(), **GIT_IDENTITY}, capture_output=True, text=True,
        check=check, input=input_text,
    )  # fmt: skip


class HostWorkspace:
    """Files in a host directory; `exec` runs a plain subprocess there (backends override it)."""

    def __init__(self, path: Path, env: dict[str, str]):
        self.path = path
        self.env = env

    def exec(self, command: str, timeout_s: float) -> ExecResult:
        return run_command(command, self.path, self.env, timeout_s)

    def _resolve(self, relative_path: str) -> Path:
        target = (self.path / relative_path).resolve()
        if not target.is_relative_to(self.path.resolve()):
            raise ValueError(f"path escapes the workspace: {relative_path}")
        return target

    def write_file(self, relative_path: str, content: str | bytes, executable: bool = False) -> None:
        target = self._resolve(relative_path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content.encode() if isinstance(content, str) else content)
        if executable:
            target.chmod(0o755)

    def read_file(self, relative_path: str) -> bytes:
        return self._resolve(relative_path).read_bytes()

    def list_files(self) -> list[str]:
        out = git(self.path, "ls-files", "--others", "--cached", "--exclude-standard").stdout
        return sorted(line for line in out.splitlines() if line)


class GitPatches:
    """Patches of a phase whose workspace is a git repository on the host (`self.workspace.path`),
    taken against `self._base`: the empty first commit, or the seeded starting repository."""

    _base: str
    workspace: HostWorkspace

    def _init_repo(self, workspace: Path) -> None:
        git(workspace, "init", "-q", "-b", "main")
        (workspace / ".git" / "info" / "exclude").write_text("\n".join(PATCH_EXCLUDES) + "\n")
        git(workspace, "commit", "-q", "--allow-empty", "-m", "empty workspace")
        # The patch is taken against this commit, so an agent that commits loses nothing.
        self._base = git(workspace, "rev-parse", "HEAD").stdout.strip()

    def seed(self, files: dict[str, tuple[bytes, bool]], message: str) -> None:
        for relative, (content, executable) in files.items():
            self.workspace.write_file(relative, content, executable)
        path = self.workspace.path
        git(path, "add", "-A")
        git(path, "commit", "-q", "--allow-empty", "-m", message)
        self._base = git(path, "rev-parse", "HEAD").stdout.strip()

    def diff(self) -> str:
        path = self.workspace.path
        git(path, "add", "-A")
        return git(path, "diff", "--cached", "--binary", self._base).stdout

    def apply_patch(self, patch: str) -> tuple[bool, str]:
        if not patch.strip():
            return False, "the patch is empty"
        result = git(self.workspace.path, "apply", "--whitespace=nowarn", "--binary", "-", check=False,
                     input_text=patch)  # fmt: skip
        return result.returncode == 0, (result.stderr or result.stdout).strip()


def make_run_sh_executable(workspace: Path) -> str:
    """What every install ends with: run.sh executable, or a line saying it is missing."""
    run_sh = workspace / "run.sh"
    if run_sh.exists():
        run_sh.chmod(0o755)
        return ""
    return "run.sh is missing\n"


def python_versions(workspace, package: str, python: str) -> dict[str, str]:
    """{"python": …, package's name: …} as the workspace's own interpreter reports them (empty when
    it cannot say); the same probe on every backend, run through the workspace's `exec`."""
    probe = (
        "import sys, importlib.metadata as m\n"
        f"try: v = m.version({package!r})\nexcept Exception: v = 'not installed'\n"
        "print(sys.version.split()[0], v)"
    )
    out = workspace.exec(f"{python} -c {shlex.quote(probe)}", 30).stdout.split(maxsplit=1)
    return {"python": out[0], "framework": out[1].strip()} if len(out) == 2 else {}
