from flask import Flask


def register(app: Flask) -> None:
    from .health import bp as health
    from .profiles import bp as profiles

    app.register_blueprint(health, url_prefix="/api")
    app.register_blueprint(profiles, url_prefix="/api")
