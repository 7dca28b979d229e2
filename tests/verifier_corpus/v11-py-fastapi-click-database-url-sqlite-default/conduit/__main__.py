import click
import uvicorn

from conduit.app import create_app


@click.command()
@click.option("--database-url", default="sqlite:///./conduit-dev.db", show_default=True,
              help="SQLAlchemy URL of the database.")
@click.option("--host", default="0.0.0.0")
@click.option("--port", default=8080, type=int)
def main(database_url: str, host: str, port: int) -> None:
    """Start the Conduit API."""
    uvicorn.run(create_app(database_url), host=host, port=port)


if __name__ == "__main__":
    main()
