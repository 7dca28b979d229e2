from flask import Flask

from .config import Config
from .db import db


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    from .routes import articles, health, tags

    app.register_blueprint(health.bp, url_prefix="/api")
    app.register_blueprint(articles.bp, url_prefix="/api")
    app.register_blueprint(tags.bp, url_prefix="/api")
    with app.app_context():
        from . import models  # noqa: F401

        db.create_all()
    return app
