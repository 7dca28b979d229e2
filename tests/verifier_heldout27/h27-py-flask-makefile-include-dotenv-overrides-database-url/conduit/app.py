import os

from flask import Flask

from .extensions import db


def _sqlalchemy_url(raw: str) -> str:
    # psycopg 3 driver
    if raw.startswith("postgresql://"):
        return "postgresql+psycopg://" + raw[len("postgresql://"):]
    return raw


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = _sqlalchemy_url(os.environ["DATABASE_URL"])
    app.config["JWT_SECRET"] = os.environ.get("JWT_SECRET", "change-me")
    db.init_app(app)

    from . import models  # noqa: F401  (register tables)
    from .api import api

    app.register_blueprint(api, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
