import logging
from pathlib import Path

import typer
import uvicorn

cli = typer.Typer(help="Conduit API server")

# Per-user directory for the server log (~/.config/conduit on Linux).
LOG_DIR = Path(typer.get_app_dir("conduit"))


@cli.command()
def serve(host: str = "127.0.0.1", port: int = 8000) -> None:
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    logging.basicConfig(filename=LOG_DIR / "server.log", level=logging.INFO)
    from app.main import app

    uvicorn.run(app, host=host, port=port)


@cli.command()
def version() -> None:
    typer.echo("conduit 1.0.0")


if __name__ == "__main__":
    cli()
