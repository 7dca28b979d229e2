import os

from flask import Flask, jsonify
from marshmallow import ValidationError

from .extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
    app.config["JWT_SECRET"] = os.environ.get("JWT_SECRET", "conduit")
    db.init_app(app)

    from .routes import articles, profiles, users
    from .services.errors import ServiceError

    for module in (users, profiles, articles):
        app.register_blueprint(module.bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return {"status": "ok"}

    @app.errorhandler(ValidationError)
    def invalid(err: ValidationError):
        return jsonify(errors=err.messages), 422

    @app.errorhandler(ServiceError)
    def service_error(err: ServiceError):
        return jsonify(errors={"body": [err.message]}), err.status

    with app.app_context():
        from . import models  # noqa: F401

        db.create_all()
    return app
