"""The machine itself: Docker images (`harness images build|list`), what works here (`harness doctor`),
and removing what crashed runs left behind (`harness clean`)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from typing import Annotated

import typer

from harness.cli.common import app, fail

images_app = typer.Typer(help="Build and list the Docker images of the docker backend.", add_completion=False,
                         no_args_is_help=True)  # fmt: skip
app.add_typer(images_app, name="images")

# Names a model provider's key usually goes by; any other *_API_KEY in the environment is listed too.
KNOWN_KEYS = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY", "MISTRAL_API_KEY",
              "DEEPSEEK_API_KEY", "OPENROUTER_API_KEY", "GROQ_API_KEY", "TOGETHER_API_KEY", "XAI_API_KEY",
              "AZURE_API_KEY", "AWS_ACCESS_KEY_ID", "HF_TOKEN")  # fmt: skip


BOOTSTRAP_HELP = "Build on a Debian base made with debootstrap from the host's apt mirror: no image is pulled."
CLEAN_ALL_HELP = "Every harness-labelled Docker object, also of runs still going."


@images_app.command("build")
def images_build(
    runtime: Annotated[str, typer.Option(help="python | node | postgres | all")] = "all",
    bootstrap: Annotated[bool, typer.Option(help=BOOTSTRAP_HELP)] = False,
) -> None:
    """Build the images (an image whose tag is present is not rebuilt)."""
    from harness.backends.base import BackendUnavailable
    from harness.images import KINDS, build

    kinds = list(KINDS) if runtime == "all" else [runtime]
    if any(k not in KINDS for k in kinds):
        fail(f"unknown runtime {runtime!r}: one of {', '.join(KINDS)} or all")
    try:
        build(kinds, bootstrap, progress=typer.echo)
    except BackendUnavailable as exc:
        fail(str(exc))
    except RuntimeError as exc:
        fail(str(exc), 1)


@images_app.command("list")
def images_list() -> None:
    """The harness's images on this engine: which are current (match dockerfiles/) and their versions."""
    from harness.backends.base import BackendUnavailable
    from harness.images import list_images

    try:
        rows = list_images()
    except (BackendUnavailable, FileNotFoundError) as exc:
        fail(str(exc))
    if not rows:
        typer.echo("no images: harness images build [--bootstrap]")
    for row in rows:
        versions = ", ".join(f"{k} {v}" for k, v in row["versions"].items())
        state = row.get("variant", "") if row["current"] else "stale"
        typer.echo(f"{row['ref']:<42} {state:<10} {row['size']:>8}  {versions}")


def _tool_version(command: list[str]) -> str | None:
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return (result.stdout or result.stderr).strip().splitlines()[0] if result.returncode == 0 else None


def _local_phase_leftovers() -> int:
    """Phase directories of the local backend whose owner process is gone (what `clean` removes)."""
    import tempfile
    from pathlib import Path

    from harness.backends.local import PHASE_PREFIX
    from harness.procs import pid_alive

    count = 0
    for root in Path(tempfile.gettempdir()).glob(f"{PHASE_PREFIX}*"):
        try:
            count += not pid_alive(int((root / "owner.pid").read_text()))
        except (OSError, ValueError):
            continue
    return count


@app.command()
def doctor() -> None:
    """What works on this machine, in a few lines. Exits 1 only when no backend can run at all."""
    from harness import docker_labels
    from harness.backends.base import BackendUnavailable
    from harness.backends.local_postgres import PostgresUnavailable, _binary
    from harness.images import KINDS, build_command, require_image

    docker_ok = False
    version = _tool_version(["docker", "version", "--format", "{{.Server.Version}}"]) if shutil.which("docker") else None
    if version is None:
        typer.echo("docker engine: not reachable (install docker.io and start dockerd; the local backend still works)")
    else:
        typer.echo(f"docker engine: {version}")
        docker_ok = True
        for kind in KINDS:
            try:
                typer.echo(f"  image {kind}: {require_image(kind)}")
            except BackendUnavailable:
                docker_ok = False
                typer.echo(f"  image {kind}: missing — `{build_command(kind, True)}` (no pull) or "
                           f"`{build_command(kind, False)}`")  # fmt: skip
        try:
            items = docker_labels.leftovers()
            dead = sum(not item.owner_alive() for item in items)
            by_kind = ", ".join(f"{k}s {sum(i.kind == k for i in items)}" for k in docker_labels.KINDS)
            typer.echo(f"  harness objects: {by_kind} ({dead} left by dead processes"
                       + ("; `harness clean` removes them)" if dead else ")"))  # fmt: skip
        except (RuntimeError, subprocess.TimeoutExpired) as exc:
            typer.echo(f"  harness objects: cannot list ({exc})")
    typer.echo(f"docker backend: {'ready' if docker_ok else 'not ready'}")

    # What the local backend's check() asks for, without its side effect (it reaps leftovers).
    try:
        initdb = _tool_version([_binary("initdb"), "--version"]) if _tool_version([_binary("pg_ctl"), "--version"]) else None
    except PostgresUnavailable:
        initdb = None
    typer.echo(f"initdb/pg_ctl: {initdb or 'missing (apt-get install postgresql)'}")
    node, npm = _tool_version(["node", "--version"]), _tool_version(["npm", "--version"])
    typer.echo(f"node: {node or 'missing'}, npm: {npm or 'missing'}")
    from harness.backends.sandbox import check_bwrap

    sandbox_problem = check_bwrap()
    typer.echo("local sandbox: " + ("bubblewrap ready" if sandbox_problem is None else
                                    f"unavailable ({sandbox_problem}); model agents need --unsafe-local there"))  # fmt: skip
    missing = [tool for tool in ("git", "bash") if not shutil.which(tool)] + ([] if initdb else ["initdb/pg_ctl"])
    local_ok = not missing
    if missing:
        typer.echo(f"local backend: not ready ({', '.join(missing)} missing)")
    else:
        leftover = _local_phase_leftovers()
        typer.echo("local backend: ready" + (f" ({leftover} phase directories left by dead processes; "
                                             "`harness clean` removes them)" if leftover else ""))  # fmt: skip

    keys = sorted({k for k in os.environ if os.environ[k] and (k in KNOWN_KEYS or re.fullmatch(r"[A-Z0-9_]+_API_KEY", k))})
    typer.echo(f"API keys: {', '.join(keys) if keys else 'none (only the reference and fake agents can run)'}")
    if not (docker_ok or local_ok):
        raise typer.Exit(1)


@app.command()
def clean(
    all_objects: Annotated[bool, typer.Option("--all", help=CLEAN_ALL_HELP)] = False,
) -> None:
    """Remove what dead runs left: labelled Docker objects (--all: every one), local phases and clusters."""
    from harness import docker_labels
    from harness.backends.local import reap_leftovers

    if docker_labels.engine_reachable():
        counts = docker_labels.reap(only_dead_owners=not all_objects)
        typer.echo("docker: removed " + ", ".join(f"{n} {kind}" for kind, n in counts.items()))
    else:
        typer.echo("docker: engine not reachable, nothing removed")
    local = reap_leftovers()
    typer.echo("local: removed " + ", ".join(f"{n} {kind}" for kind, n in local.items()))
