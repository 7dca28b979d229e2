import os

from flask import Flask, jsonify

from .models import db


class DefaultSettings:
    SQLALCHEMY_DATABASE_URI = "sqlite:///conduit-dev.db"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JWT_SECRET = "dev-secret"


def create_app():
    app = Flask(__name__)
    app.config.from_object(DefaultSettings)
    db.init_app(app)

    from .routes import api
    app.register_blueprint(api, url_prefix="/api")

    # production: point at the Postgres server given in the environment
    database_url = os.environ.get("DATABASE_URL")
    if database_url:
        app.config["SQLALCHEMY_DATABASE_URI"] = database_url.replace(
            "postgresql://", "postgresql+psycopg://", 1)
    app.config["JWT_SECRET"] = os.environ.get("JWT_SECRET", app.config["JWT_SECRET"])

    with app.app_context():
        db.create_all()

    @app.get("/api/health-check")
    def health():
        return jsonify(status="up")

    return app
