from flask import jsonify

from ..services import ServiceError


def register_blueprints(app):
    from .articles import bp as articles_bp
    from .health import bp as health_bp
    from .users import bp as users_bp

    for bp in (health_bp, users_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")

    @app.errorhandler(ServiceError)
    def handle_service_error(err):
        return jsonify({"errors": {"body": [err.message]}}), err.status
