import os

from flask import Flask, jsonify

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "change-me")
    app.config["SQLALCHEMY_DATABASE_URL"] = os.environ["DATABASE_URL"]
    app.config["SQLALCHEMY_TRACK_MODIFICATIONS"] = False
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
