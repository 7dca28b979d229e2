"""Developer commands: `flask seed` fills an empty database with demo tags and one article."""
import click
from flask.cli import with_appcontext
from sqlalchemy import text

from app.db import db

SEED_SQL = """
INSERT INTO tags (name) VALUES ('welcome'), ('introduction'), ('conduit')
ON CONFLICT (name) DO NOTHING;
INSERT INTO articles (slug, title, description, body)
VALUES ('welcome-to-conduit', 'Welcome to Conduit', 'Start here', 'This is the first article.')
ON CONFLICT (slug) DO NOTHING;
"""


@click.command("seed")
@with_appcontext
def seed() -> None:
    """Insert demo data."""
    for statement in filter(None, (s.strip() for s in SEED_SQL.split(";"))):
        db.session.execute(text(statement))
    db.session.commit()
    click.echo("seeded")
