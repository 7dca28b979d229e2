"""Composition root: builds the app, binds the database, registers the endpoints."""
import os

from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    url = os.environ["DATABASE_URL"]
    if url.startswith("postgres://"):
        url = url.replace("postgres://", "postgresql://", 1)
    app.config["SQLALCHEMY_DATABASE_URI"] = url
    app.config["SECRET_KEY"] = os.environ.get("JWT_SECRET", "conduit-secret")
    db.init_app(app)

    from conduit.endpoints import register_endpoints

    register_endpoints(app)
    with app.app_context():
        from conduit import models  # noqa: F401  (register the mappers)

        db.create_all()
    return app
