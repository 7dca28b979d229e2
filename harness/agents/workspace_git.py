"""Keeping the build workspace's git history as the pipeline expects it.

The patch is `git diff` against the workspace's first commit as HEAD, so an agent that commits its
work (some CLI agents do by default) would hand over an empty patch. The agents note HEAD before
they start and move it back afterwards (`git reset --soft`: the files and their changes stay)."""

from __future__ import annotations

PRIVATE_DIR = ".git/conduit"  # harness files inside the workspace that never reach the patch


def head_commit(workspace) -> str | None:
    result = workspace.exec("git rev-parse HEAD", 30)
    sha = result.output.strip()
    return sha if result.exit_code == 0 and len(sha) >= 40 else None


def undo_commits(workspace, sha: str | None) -> bool:
    """Move HEAD back to `sha` when the agent committed; True when it had to."""
    if not sha or head_commit(workspace) == sha:
        return False
    workspace.exec(f"git reset -q --soft {sha}", 30)
    return True
