from flask import Flask

from .extensions import db
from .settings import Config


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)

    db.init_app(app)

    from .api import register_blueprints

    register_blueprints(app)

    with app.app_context():
        from . import models  # noqa: F401  (registers the tables)

        db.create_all()

    return app
