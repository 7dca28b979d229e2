import os

from flask import Flask, jsonify

from .extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.update(
        # Flask-SQLAlchemy 3 resolves a relative SQLite path against app.instance_path
        SQLALCHEMY_DATABASE_URI=os.environ.get("SQLITE_URL", "sqlite:///conduit.db"),
        SECRET_KEY=os.environ.get("SECRET_KEY", "conduit-dev-secret"),
    )
    db.init_app(app)

    from .routes import register_routes

    register_routes(app)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        from . import models  # noqa: F401

        db.create_all()
    return app
