from flask import Flask, jsonify

from conduit.config import Config
from conduit.extensions import db


def create_app(config_class: type = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config_class)
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
