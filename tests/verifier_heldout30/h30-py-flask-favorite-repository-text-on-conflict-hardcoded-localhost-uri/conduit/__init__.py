from flask import Flask

from conduit.config import Config
from conduit.extensions import db


def create_app(config=Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config)
    db.init_app(app)

    from conduit.api import articles, auth, health

    app.register_blueprint(health.bp, url_prefix="/api")
    app.register_blueprint(auth.bp, url_prefix="/api")
    app.register_blueprint(articles.bp, url_prefix="/api")

    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app
