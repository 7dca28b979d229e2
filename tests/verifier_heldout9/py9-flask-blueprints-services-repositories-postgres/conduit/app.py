from flask import Flask, jsonify

from conduit.config import Config
from conduit.extensions import db
from conduit.routes import register_blueprints


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    register_blueprints(app)

    with app.app_context():
        import conduit.models  # noqa: F401  registers the mapped classes
        db.create_all()

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    return app
