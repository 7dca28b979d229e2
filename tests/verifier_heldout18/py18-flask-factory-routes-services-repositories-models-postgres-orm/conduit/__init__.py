from flask import Flask, jsonify

from .config import Config
from .extensions import db


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from . import models  # noqa: F401  register tables
    from .routes import register_blueprints

    register_blueprints(app)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
