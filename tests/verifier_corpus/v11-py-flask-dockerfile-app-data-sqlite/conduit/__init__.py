import os

from flask import Flask, jsonify

from conduit import config
from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    os.makedirs(os.path.dirname(config.SQLITE_PATH), exist_ok=True)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{config.SQLITE_PATH}"
    app.config["SECRET_KEY"] = config.SECRET_KEY
    db.init_app(app)

    from conduit.models import Tag

    with app.app_context():
        db.create_all()

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.get("/api/tags")
    def tags():
        names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
        return jsonify(tags=list(names))

    return app
