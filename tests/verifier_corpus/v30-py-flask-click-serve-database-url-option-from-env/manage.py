import click
from waitress import serve as waitress_serve

from conduit.app import create_app


@click.group()
def cli():
    pass


@cli.command()
@click.option("--database-url", envvar="DATABASE_URL", required=True, help="SQLAlchemy database URL")
@click.option("--port", default=8080, type=int)
def serve(database_url, port):
    app = create_app(database_url)
    waitress_serve(app, host="0.0.0.0", port=port)


if __name__ == "__main__":
    cli()
