import os

from flask import Flask, jsonify

from conduit.extensions import db

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.join(ROOT, "instance", "conduit.db")
    db.init_app(app)

    from conduit.routes.articles import bp as articles_bp

    app.register_blueprint(articles_bp)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app
