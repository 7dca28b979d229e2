import os

from flask import Flask, jsonify

from app.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
    db.init_app(app)

    from app.routes.articles import articles_bp
    from app.routes.comments import comments_bp

    app.register_blueprint(articles_bp, url_prefix="/api")
    app.register_blueprint(comments_bp, url_prefix="/api")

    @app.route("/api/health-check")
    def health_check():
        return jsonify({"status": "ok"})

    with app.app_context():
        from app import models  # noqa: F401  registers the tables

        db.create_all()
    return app
