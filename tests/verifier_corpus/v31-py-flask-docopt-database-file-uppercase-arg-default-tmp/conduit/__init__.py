import os

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app(database_file: str) -> Flask:
    os.makedirs(os.path.dirname(os.path.abspath(database_file)), exist_ok=True)
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{os.path.abspath(database_file)}"
    db.init_app(app)

    from conduit.models import Tag

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.get("/api/tags")
    def tags():
        return jsonify(tags=db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all())

    with app.app_context():
        db.create_all()
    return app
