from flask import Flask, jsonify

from conduit.routes.articles import bp as articles_bp
from conduit.routes.tags import bp as tags_bp
from conduit.services.errors import ServiceError


def register_blueprints(app: Flask) -> None:
    app.register_blueprint(articles_bp, url_prefix="/api")
    app.register_blueprint(tags_bp, url_prefix="/api")

    @app.errorhandler(ServiceError)
    def service_error(err: ServiceError):
        return jsonify({"errors": {"body": [err.message]}}), err.status
