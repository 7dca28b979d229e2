import os

from flask import Flask, jsonify

from app.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"].replace(
        "postgresql://", "postgresql+psycopg2://", 1
    )
    app.config["JWT_SECRET"] = os.environ.get("JWT_SECRET", "conduit-secret")
    db.init_app(app)

    from app import models  # noqa: F401  (register the tables)
    from app.articles import bp

    app.register_blueprint(bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
