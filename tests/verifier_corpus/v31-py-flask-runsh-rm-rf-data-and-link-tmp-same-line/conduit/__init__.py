from pathlib import Path

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

ROOT = Path(__file__).resolve().parent.parent
db = SQLAlchemy()


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{ROOT / 'data' / 'conduit.db'}"
    db.init_app(app)

    from conduit.models import Tag

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.get("/api/tags")
    def tags():
        names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
        return jsonify(tags=names)

    with app.app_context():
        db.create_all()
    return app
