from flask import Flask

from conduit.routes.articles import bp as articles_bp
from conduit.routes.users import bp as users_bp


def register_blueprints(app: Flask) -> None:
    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")
