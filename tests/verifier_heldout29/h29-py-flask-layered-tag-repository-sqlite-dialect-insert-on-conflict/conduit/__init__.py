from flask import Flask

from .config import DATA_DIR, Config
from .extensions import db


def create_app() -> Flask:
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from .api import register_blueprints

    register_blueprints(app)
    with app.app_context():
        from . import models  # noqa: F401

        db.create_all()
    return app
