import click
from flask import Flask, jsonify
from sqlalchemy import text

from blog.database import db
from blog.api import bp


def create_app():
    app = Flask(__name__)
    app.config.update(SQLALCHEMY_DATABASE_URI="sqlite:///blog.sqlite3", SECRET_KEY="dev")
    db.init_app(app)
    app.register_blueprint(bp, url_prefix="/api")

    with app.app_context():
        from blog import models  # noqa: F401
        db.create_all()

    @app.cli.command("wipe-demo-data")
    @click.option("--yes", is_flag=True)
    def wipe_demo_data(yes):
        """Developer helper: empty every table (never used by the server)."""
        if not yes:
            click.echo("pass --yes to confirm")
            return
        for table in ("favorites", "comments", "articles", "users"):
            db.session.execute(text(f"DELETE FROM {table}"))
        db.session.commit()

    return app
