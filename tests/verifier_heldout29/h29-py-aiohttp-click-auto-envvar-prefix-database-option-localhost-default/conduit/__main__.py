import click
from aiohttp import web

from .app import build_app


@click.command()
@click.option(
    "--database-url",
    default="postgresql+asyncpg://conduit:conduit@localhost:5432/conduit",
    show_default=True,
    show_envvar=True,
    help="SQLAlchemy URL of the database",
)
@click.option("--host", default="0.0.0.0")
@click.option("--port", default=8080, type=int)
def main(database_url: str, host: str, port: int) -> None:
    """Run the Conduit API server. Every option can also be given as an environment variable."""
    web.run_app(build_app(database_url), host=host, port=port)


if __name__ == "__main__":
    main(auto_envvar_prefix="CONDUIT")
