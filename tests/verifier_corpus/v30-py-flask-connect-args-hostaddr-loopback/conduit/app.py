from flask import Flask, jsonify

from conduit.config import Config
from conduit.extensions import db
from conduit.models import Tag


def create_app():
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
        names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
        return jsonify(tags=names)

    return app
