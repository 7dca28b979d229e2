"""Command line entry point: `python manage.py [--database-url URL] [--port N]`."""
import json
from pathlib import Path

import click
from waitress import serve as waitress_serve

from conduit.app import create_app

DEFAULTS_FILE = Path(__file__).with_name("conduit.defaults.json")


def load_defaults() -> dict:
    if DEFAULTS_FILE.exists():
        return json.loads(DEFAULTS_FILE.read_text())
    return {}


@click.command(context_settings={"default_map": load_defaults()})
@click.option("--database-url", envvar="DATABASE_URL", required=True, help="PostgreSQL URL")
@click.option("--host", default="127.0.0.1")
@click.option("--port", default=5000, type=int)
def serve(database_url: str, host: str, port: int) -> None:
    app = create_app(database_url)
    click.echo(f"serving on {host}:{port}")
    waitress_serve(app, host=host, port=port)


if __name__ == "__main__":
    serve()
