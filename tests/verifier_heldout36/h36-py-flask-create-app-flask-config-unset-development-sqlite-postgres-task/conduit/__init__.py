
from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

from config import config

db = SQLAlchemy()


def create_app(config_name):
    app = Flask(__name__)
    app.config.from_object(config[config_name])
    db.init_app(app)

    from conduit.api import api as api_blueprint

    app.register_blueprint(api_blueprint, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        from conduit import models  # noqa: F401
        db.create_all()
    return app
