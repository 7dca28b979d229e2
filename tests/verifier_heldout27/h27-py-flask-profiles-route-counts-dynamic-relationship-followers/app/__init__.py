import os

from flask import Flask, jsonify

from .extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
    app.config["SECRET_KEY"] = os.environ.get("JWT_SECRET", "conduit")
    db.init_app(app)

    from .routes import register_blueprints

    register_blueprints(app)

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        from . import models  # noqa: F401

        db.create_all()
    return app
