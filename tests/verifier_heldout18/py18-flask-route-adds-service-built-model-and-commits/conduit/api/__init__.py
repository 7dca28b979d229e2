from . import articles, health


def register(app):
    app.register_blueprint(health.bp, url_prefix="/api")
    app.register_blueprint(articles.bp, url_prefix="/api")
