from flask import Flask, jsonify
from flask_injector import FlaskInjector

from app.config import Config
from app.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from app.routes import register_blueprints
    from app.services.errors import ServiceError

    register_blueprints(app)

    @app.errorhandler(ServiceError)
    def _service_error(err):
        return jsonify({"errors": {err.field: [err.message]}}), err.status

    with app.app_context():
        from app import models  # noqa: F401

        db.create_all()

    # Must come after every view is registered: Flask-Injector wraps the views.
    from app.container import configure

    FlaskInjector(app=app, modules=[configure])
    return app
