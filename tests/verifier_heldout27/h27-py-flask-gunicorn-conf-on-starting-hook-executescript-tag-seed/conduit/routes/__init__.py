from flask import Flask

from .articles import bp as articles_bp
from .health import bp as health_bp
from .tags import bp as tags_bp


def register_routes(app: Flask) -> None:
    for bp in (health_bp, tags_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")
