import os

from flask import Flask, jsonify

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"].replace(
        "postgresql://", "postgresql+psycopg2://", 1)
    db.init_app(app)

    from conduit import models  # noqa: F401  (tables)
    from conduit.views import bp

    with app.app_context():
        db.create_all()

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    app.register_blueprint(bp)
    return app
