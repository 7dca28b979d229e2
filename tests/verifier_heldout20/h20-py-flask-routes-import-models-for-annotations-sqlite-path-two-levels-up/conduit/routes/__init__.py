from flask import Flask


def register_routes(app: Flask) -> None:
    from conduit.routes.comments import bp as comments_bp
    from conduit.routes.health import bp as health_bp

    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(comments_bp, url_prefix="/api")
