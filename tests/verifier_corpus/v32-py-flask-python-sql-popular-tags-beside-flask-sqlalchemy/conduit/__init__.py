import os

from flask import Flask, jsonify

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
    db.init_app(app)

    from conduit import models  # noqa: F401  (register the tables)
    from conduit.views import bp

    app.register_blueprint(bp)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
