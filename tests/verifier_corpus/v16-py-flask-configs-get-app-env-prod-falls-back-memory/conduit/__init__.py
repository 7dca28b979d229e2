from flask import Flask, jsonify

from conduit.extensions import db
from conduit.settings import INSTANCE_DIR, active_config


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(active_config())
    INSTANCE_DIR.mkdir(parents=True, exist_ok=True)
    db.init_app(app)

    from conduit.tags import bp

    app.register_blueprint(bp)

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
