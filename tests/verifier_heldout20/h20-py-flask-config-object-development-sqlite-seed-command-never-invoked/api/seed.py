"""`flask seed` — demo data for local development (never run in production)."""
import click
from sqlalchemy import text

from api.models import db

DEMO_SQL = [
    "INSERT INTO tag (name) VALUES ('dragons'), ('training'), ('welcome')",
    "INSERT INTO \"user\" (username, email, password_hash, bio) "
    "VALUES ('demo', 'demo@example.com', 'x', 'demo account')",
]


def register_seed_command(app):
    @app.cli.command("seed")
    def seed():
        for stmt in DEMO_SQL:
            db.session.execute(text(stmt))
        db.session.commit()
        click.echo("demo data inserted")
