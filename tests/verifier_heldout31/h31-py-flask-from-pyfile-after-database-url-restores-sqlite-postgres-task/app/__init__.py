import os

from flask import Flask, jsonify

from .db import db


def _database_url() -> str:
    url = os.environ.get("DATABASE_URL", "postgresql://user:password@postgres:5432/conduit")
    if url.startswith("postgresql://"):
        url = url.replace("postgresql://", "postgresql+psycopg2://", 1)
    return url


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = _database_url()
    app.config["SQLALCHEMY_ENGINE_OPTIONS"] = {"pool_pre_ping": True}
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "change-me")
    # optional per-checkout overrides
    app.config.from_pyfile("settings.cfg", silent=True)

    db.init_app(app)

    from .api import bp
    app.register_blueprint(bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(ok=True)

    with app.app_context():
        from . import models  # noqa: F401
        db.create_all()

    return app
