from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

from conduit.config import Config

db = SQLAlchemy()


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from conduit.models import Tag

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.get("/api/tags")
    def tags():
        return jsonify(tags=[t.name for t in db.session.scalars(db.select(Tag).order_by(Tag.name))])

    with app.app_context():
        db.create_all()
    return app
