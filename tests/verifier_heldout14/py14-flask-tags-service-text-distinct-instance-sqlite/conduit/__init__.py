from flask import Flask, jsonify

from conduit.config import Config
from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from conduit.routes import register_blueprints

    register_blueprints(app)

    @app.get("/api/health-check")
    def health_check():
        return jsonify({"status": "ok"})

    with app.app_context():
        import conduit.models  # noqa: F401  (registers the tables)

        db.create_all()
    return app
