from flask import Flask


def register_blueprints(app: Flask) -> None:
    from conduit.routes.articles import bp as articles
    from conduit.routes.health import bp as health

    app.register_blueprint(health, url_prefix="/api")
    app.register_blueprint(articles, url_prefix="/api")
