import click
from flask import current_app
from sqlalchemy import text

from conduit.models import db


@click.command("init-db")
def init_db():
    """Create the tables."""
    db.create_all()
    click.echo("tables created")


@click.command("seed-tags")
def seed_tags():
    """Insert the default tag list (idempotent)."""
    names = current_app.config["DEFAULT_TAGS"]
    db.session.execute(
        text("INSERT OR IGNORE INTO tags (name) VALUES (:name)"),
        [{"name": n} for n in names],
    )
    db.session.commit()
    click.echo(f"seeded {len(names)} tags")
