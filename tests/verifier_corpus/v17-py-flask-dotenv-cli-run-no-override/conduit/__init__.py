import os

from flask import Flask, jsonify

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
    app.config["JWT_SECRET"] = os.environ.get("JWT_SECRET", "dev")
    db.init_app(app)

    from conduit import models  # noqa: F401  (register the tables)

    with app.app_context():
        db.create_all()

    @app.get("/api/tags")
    def tags():
        return jsonify({"tags": [t.name for t in models.Tag.query.order_by(models.Tag.name)]})

    return app
