import os

from dotenv import load_dotenv
from flask import Flask

from .extensions import db

load_dotenv()  # local development settings; never overrides what is already set


def database_uri():
    # an explicit SQLAlchemy URI wins, then the platform's DATABASE_URL, then a local file
    uri = os.getenv("SQLALCHEMY_DATABASE_URI") or os.getenv("DATABASE_URL") or "sqlite:///conduit-dev.db"
    if uri.startswith("postgresql://"):
        uri = uri.replace("postgresql://", "postgresql+psycopg2://", 1)
    return uri


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = database_uri()
    app.config["SQLALCHEMY_TRACK_MODIFICATIONS"] = False
    db.init_app(app)

    from .routes import register_blueprints
    register_blueprints(app)

    with app.app_context():
        from . import models  # noqa: F401
        db.create_all()
    return app
