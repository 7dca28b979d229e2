from .health import bp as health_bp
from .users import bp as users_bp
from .articles import bp as articles_bp


def register_blueprints(app):
    for bp in (health_bp, users_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")
