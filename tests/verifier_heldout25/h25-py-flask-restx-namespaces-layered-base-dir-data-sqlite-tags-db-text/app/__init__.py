from flask import Flask

from .config import DATA_DIR, Config
from .extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    db.init_app(app)

    from .api import api

    api.init_app(app)

    with app.app_context():
        from . import models  # noqa: F401

        db.create_all()
    return app
