import os

from flask import Flask, jsonify

from . import config
from .extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    os.makedirs(config.DATA_DIR, exist_ok=True)
    app.config["SQLALCHEMY_DATABASE_URI"] = config.SQLALCHEMY_DATABASE_URI
    app.config["SECRET_KEY"] = config.SECRET_KEY
    db.init_app(app)

    from .views import bp

    app.register_blueprint(bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
