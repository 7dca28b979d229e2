from pathlib import Path

from flask import Flask

from app.db import db

BASE_DIR = Path(__file__).resolve().parent.parent


def create_app() -> Flask:
    flask_app = Flask(__name__)
    flask_app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{BASE_DIR / 'conduit.sqlite3'}"
    db.init_app(flask_app)
    from app.routes import register

    register(flask_app)
    with flask_app.app_context():
        import app.models  # noqa: F401

        db.create_all()
    return flask_app
