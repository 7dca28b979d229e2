import os

from flask import Flask, jsonify

from conduit.errors import ConduitError
from conduit.extensions import db
from conduit.routes.comments import bp as comments_bp


def create_app() -> Flask:
    app = Flask(__name__)
    os.makedirs(app.instance_path, exist_ok=True)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
    db.init_app(app)
    app.register_blueprint(comments_bp)

    @app.errorhandler(ConduitError)
    def conduit_error(error: ConduitError):
        return jsonify(error.to_json()), error.status_code

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
