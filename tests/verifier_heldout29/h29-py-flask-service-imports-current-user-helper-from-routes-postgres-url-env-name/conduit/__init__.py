from flask import Flask

from .extensions import db
from .settings import Settings


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Settings)
    db.init_app(app)

    from .routes import register_routes

    register_routes(app)
    with app.app_context():
        from . import models  # noqa: F401

        db.create_all()
    return app
