from flask import Flask, jsonify

from conduit.config import Config
from conduit.models import db


def create_app(config: type = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config)
    db.init_app(app)

    from conduit.routes import register_routes

    register_routes(app)

    @app.get("/api/health-check")
    def health():
        return jsonify(ok=True)

    with app.app_context():
        db.create_all()
    return app
