import os

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app():
    app = Flask(__name__)
    url = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+pg8000://", 1)
    app.config["SQLALCHEMY_DATABASE_URI"] = url
    db.init_app(app)
    from conduit import models  # noqa: F401
    from conduit.tags import bp as tags_bp

    app.register_blueprint(tags_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
