from flask import Flask, jsonify

from conduit.services.errors import ServiceError


def register_blueprints(app: Flask) -> None:
    from conduit.routes.articles import bp as articles_bp
    from conduit.routes.health import bp as health_bp

    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.errorhandler(ServiceError)
    def _service_error(err: ServiceError):
        return jsonify({"errors": {"body": [str(err)]}}), err.status
