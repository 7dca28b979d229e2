from flask import Flask
from flask_caching import Cache

cache = Cache()


def register(app: Flask) -> None:
    from conduit.web.articles import bp as articles_bp
    from conduit.web.health import bp as health_bp

    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")
