from flask import Flask


def register(app: Flask) -> None:
    from app.routes.articles import bp

    app.register_blueprint(bp, url_prefix="/api")
