from flask import Flask, jsonify

from conduit.config import Config
from conduit.extensions import db


def create_app(config_object=Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config_object)
    db.init_app(app)

    from conduit import models  # noqa: F401  (register the tables)
    from conduit.routes import register_blueprints

    register_blueprints(app)

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
