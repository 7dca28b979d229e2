from flask import Flask

from conduit import settings
from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(settings)
    settings.DATA_DIR.mkdir(parents=True, exist_ok=True)
    db.init_app(app)

    from conduit.routes import articles, health, users

    app.register_blueprint(health.bp, url_prefix="/api")
    app.register_blueprint(users.bp, url_prefix="/api")
    app.register_blueprint(articles.bp, url_prefix="/api")

    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app
