from flask import Flask


def register_endpoints(app: Flask) -> None:
    from conduit.endpoints.articles import bp as articles_bp
    from conduit.endpoints.health import bp as health_bp

    app.register_blueprint(articles_bp, url_prefix="/api")
    app.register_blueprint(health_bp, url_prefix="/api")
