from flask import Flask, jsonify

from .config import Config
from .extensions import db


def create_app(config_object: type = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config_object)
    db.init_app(app)

    from .api import api

    app.register_blueprint(api, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        from . import models  # noqa: F401

        db.create_all()
    return app
