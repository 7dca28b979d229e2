from flask import Flask, jsonify

from ..services.errors import ServiceError
from .articles import bp as articles_bp
from .users import bp as users_bp


def register_routes(app: Flask) -> None:
    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.errorhandler(ServiceError)
    def service_error(err: ServiceError):
        return jsonify(errors={err.field: [err.message]}), err.status
