"""Command line entry point: `python -m app.cli serve`."""

import typer
import uvicorn

from app.db.session import configure_database

cli = typer.Typer(add_completion=False)


@cli.command()
def serve(
    host: str = typer.Option("0.0.0.0", envvar="CONDUIT_HOST"),
    port: int = typer.Option(8080, envvar="CONDUIT_PORT"),
    database_url: str = typer.Option(
        "sqlite:///./conduit.db",
        "--database-url",
        envvar="CONDUIT_DATABASE_URL",
        help="SQLAlchemy URL of the database (e.g. postgresql://user:pass@host/db).",
    ),
) -> None:
    configure_database(database_url)
    uvicorn.run("app.main:app", host=host, port=port)


@cli.command()
def version() -> None:
    typer.echo("conduit 1.0.0")


if __name__ == "__main__":
    cli()
