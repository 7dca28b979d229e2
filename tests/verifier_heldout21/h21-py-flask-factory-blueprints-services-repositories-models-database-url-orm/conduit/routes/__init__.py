from flask import Flask


def register_blueprints(app: Flask) -> None:
    from conduit.routes.articles import bp as articles_bp
    from conduit.routes.health import bp as health_bp

    app.register_blueprint(articles_bp, url_prefix="/api")
    app.register_blueprint(health_bp, url_prefix="/api")
