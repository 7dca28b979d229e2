from flask import Flask
from conduit.infrastructure.database import init_db
from conduit.routes.articles import bp as articles_bp
from conduit.routes.health import bp as health_bp


def create_app():
    init_db()
    app = Flask(__name__)
    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")
    return app
