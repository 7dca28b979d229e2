from flask import Flask, jsonify

from conduit.services.errors import ServiceError


def register_blueprints(app: Flask) -> None:
    from conduit.routes.articles import bp as articles_bp
    from conduit.routes.users import bp as users_bp

    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.errorhandler(ServiceError)
    def service_error(exc: ServiceError):
        return jsonify(errors=exc.errors), exc.status
