"""Composition root: builds the Flask app, wires the blueprints and the database session."""

from flask import Flask

from conduit import db
from conduit.routes import api


def create_app() -> Flask:
    app = Flask(__name__)
    app.json.sort_keys = False
    app.register_blueprint(api)

    @app.teardown_appcontext
    def close_session(_exc: BaseException | None) -> None:
        # Rolls back whatever a failed request left uncommitted and returns the connection.
        db.Session.remove()

    db.create_schema()
    return app
