from flask import Flask, jsonify

from conduit.config import Config
from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from conduit.routes import blueprints
    from conduit.services.errors import ServiceError

    for bp in blueprints:
        app.register_blueprint(bp, url_prefix="/api")

    @app.errorhandler(ServiceError)
    def handle_service_error(err):
        return jsonify({"errors": {err.field: [err.message]}}), err.status

    with app.app_context():
        import conduit.models  # noqa: F401

        db.create_all()
    return app
