from flask import Flask


def register_routes(app: Flask) -> None:
    from .articles import bp as articles_bp
    from .health import bp as health_bp

    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")
