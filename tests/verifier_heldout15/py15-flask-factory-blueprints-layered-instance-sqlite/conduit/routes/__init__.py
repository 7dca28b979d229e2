from flask import Flask

from conduit.routes.articles import bp as articles_bp
from conduit.routes.health import bp as health_bp
from conduit.routes.users import bp as users_bp


def register_blueprints(app: Flask) -> None:
    for bp in (health_bp, users_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")
