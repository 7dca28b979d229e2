from flask import Flask

from app.routes.articles import bp as articles
from app.routes.health import bp as health


def register_routes(app: Flask) -> None:
    for bp in (health, articles):
        app.register_blueprint(bp, url_prefix="/api")
