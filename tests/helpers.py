"""Small builders shared by the pipeline tests."""

from __future__ import annotations

import subprocess
from pathlib import Path


def make_patch(files: dict[str, str], executable: tuple[str, ...] = ("run.sh",)) -> str:
    """A git patch that creates `files` in an empty repository (what a build phase hands over)."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        repo = Path(tmp)
        env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
               "GIT_COMMITTER_EMAIL": "t@t", "PATH": "/usr/bin:/bin:/usr/local/bin"}  # fmt: skip
        subprocess.run(["git", "init", "-q"], cwd=repo, check=True, env=env)
        subprocess.run(["git", "commit", "-q", "--allow-empty", "-m", "empty"], cwd=repo, check=True, env=env)
        for name, content in files.items():
            path = repo / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content)
            if name in executable:
                path.chmod(0o755)
        subprocess.run(["git", "add", "-A"], cwd=repo, check=True, env=env)
        return subprocess.run(["git", "diff", "--cached", "--binary", "HEAD"], cwd=repo, check=True, env=env,
                              capture_output=True, text=True).stdout  # fmt: skip


def context(task, backend, run_dir: Path, *, agent=None, run_id: str = "test", **options):
    """A RunContext for a test: the external agent unless one is given."""
    from harness.run.external import EXTERNAL_AGENT
    from harness.run.context import RunContext

    return RunContext(task=task, agent=agent or EXTERNAL_AGENT, backend=backend, run_dir=run_dir, run_id=run_id,
                      **options)  # fmt: skip
