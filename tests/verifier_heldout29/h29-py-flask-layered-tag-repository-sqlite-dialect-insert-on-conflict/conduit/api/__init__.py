from flask import Flask


def register_blueprints(app: Flask) -> None:
    from .articles import bp as articles
    from .tags import bp as tags

    app.register_blueprint(articles, url_prefix="/api")
    app.register_blueprint(tags, url_prefix="/api")
