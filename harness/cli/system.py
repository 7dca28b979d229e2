"""The machine itself: Docker images (`harness images build|list`), what works here (`harness doctor`),
and removing what crashed runs left behind (`harness clean`)."""

from __future__ import annotations

import os
import re
from typing import Annotated

import typer

from harness.cli.common import app, fail

images_app = typer.Typer(help="Build and list the Docker images of the docker backend.", add_completion=False,
                         rich_markup_mode=None,
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
    from harness.backends.docker.images import KINDS, build

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
    from harness.backends.docker.images import list_images

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


@app.command()
def doctor() -> None:
    """What works on this machine, in a few lines. Exits 1 only when no backend can run at all."""
    from harness.backends import all_backends

    ready = False
    for backend in reversed(all_backends()):  # docker first, then local: the order `auto` prefers
        report = backend.doctor()
        for line in report.lines:
            typer.echo(line)
        ready = ready or report.ready
    keys = sorted({k for k in os.environ if os.environ[k] and (k in KNOWN_KEYS or re.fullmatch(r"[A-Z0-9_]+_API_KEY", k))})
    typer.echo(f"API keys: {', '.join(keys) if keys else 'none (only the reference and fake agents can run)'}")
    if not ready:
        raise typer.Exit(1)


@app.command()
def clean(
    all_objects: Annotated[bool, typer.Option("--all", help=CLEAN_ALL_HELP)] = False,
) -> None:
    """Remove what dead runs left (every backend's leftovers; --all: also of runs still going)."""
    from harness.backends import all_backends
    from harness.backends.base import BackendUnavailable

    for backend in reversed(all_backends()):
        try:
            counts = backend.reap(only_dead_owners=not all_objects)
        except (BackendUnavailable, RuntimeError) as exc:
            typer.echo(f"{backend.name}: nothing removed ({exc})")
            continue
        typer.echo(f"{backend.name}: removed " + ", ".join(f"{n} {kind}" for kind, n in counts.items()))
