import os

from flask import Flask

from app.commands import seed
from app.db import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ.get(
        "DATABASE_URL", "postgresql+psycopg2://user:password@postgres:5432/conduit"
    )
    db.init_app(app)
    app.cli.add_command(seed)

    from app.api.tags import bp as tags_bp

    app.register_blueprint(tags_bp)
    with app.app_context():
        import app.models  # noqa: F401

        db.create_all()
    return app
