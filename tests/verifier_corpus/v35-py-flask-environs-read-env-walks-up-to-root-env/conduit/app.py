from flask import Flask, jsonify

from conduit.config import Config
from conduit.extensions import db
from conduit.models import Tag


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    with app.app_context():
        db.create_all()

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.get("/api/tags")
    def tags():
        return jsonify(tags=[t.name for t in db.session.scalars(db.select(Tag).order_by(Tag.name))])

    return app
