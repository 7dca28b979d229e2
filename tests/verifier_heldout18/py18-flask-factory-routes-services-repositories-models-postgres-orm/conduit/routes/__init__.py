from .articles import bp as articles_bp


def register_blueprints(app):
    app.register_blueprint(articles_bp, url_prefix="/api")
