from pathlib import Path

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()
ROOT = Path(__file__).resolve().parent.parent


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{ROOT / 'instance' / 'conduit.db'}"
    db.init_app(app)

    from conduit import models  # noqa: F401
    from conduit.routes.tags import bp

    app.register_blueprint(bp)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
