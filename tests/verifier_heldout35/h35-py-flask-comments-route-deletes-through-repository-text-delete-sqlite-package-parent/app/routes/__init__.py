from app.routes.comments import bp as comments_bp
from app.routes.health import bp as health_bp


def register_routes(app):
    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(comments_bp, url_prefix="/api")
