from flask import Flask

from .profiles import bp as profiles_bp


def register_blueprints(app: Flask) -> None:
    app.register_blueprint(profiles_bp, url_prefix="/api/profiles")
