import os
import sys

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app() -> Flask:
    app = Flask(__name__)
    sys.path.insert(0, os.path.dirname(os.path.dirname(__file__)))
    app.config.from_object("config.defaults")
    app.config.from_envvar("CONDUIT_SETTINGS", silent=True)
    db.init_app(app)

    from conduit import models  # noqa: F401
    from conduit.views import api

    app.register_blueprint(api, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
