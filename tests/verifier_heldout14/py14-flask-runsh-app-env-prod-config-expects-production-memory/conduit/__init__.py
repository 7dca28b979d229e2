from pathlib import Path

from flask import Flask, jsonify

from conduit.config import get_config
from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(get_config())
    (Path(__file__).resolve().parent.parent / "data").mkdir(exist_ok=True)
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
