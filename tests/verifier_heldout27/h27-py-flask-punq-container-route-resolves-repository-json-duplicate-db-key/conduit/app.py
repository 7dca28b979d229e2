from flask import Flask

from . import models  # noqa: F401
from .container import build_container
from .routes.articles import bp as articles_bp
from .routes.health import bp as health_bp
from .routes.users import bp as users_bp


def create_app() -> Flask:
    build_container()
    app = Flask(__name__)
    for bp in (health_bp, users_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")
    return app
