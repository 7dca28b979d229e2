from api.articles import bp as articles_bp
from api.health import bp as health_bp


def register(app):
    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")
