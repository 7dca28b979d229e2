import os

from flask import Flask, jsonify

from conduit.extensions import db
from conduit.registry import build_registry


def create_app(config_object: str = "conduit.settings.DevelopmentConfig") -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ.get("DATABASE_URL", "sqlite:///conduit.db")
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev")
    app.config.from_object(config_object)

    db.init_app(app)
    app.extensions["conduit"] = build_registry(db)

    from conduit.blueprints import articles, profiles, users

    app.register_blueprint(users.bp, url_prefix="/api")
    app.register_blueprint(profiles.bp, url_prefix="/api/profiles")
    app.register_blueprint(articles.bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
