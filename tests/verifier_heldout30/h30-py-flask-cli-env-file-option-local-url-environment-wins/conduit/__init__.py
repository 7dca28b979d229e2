from flask import Flask

from .api import api
from .config import Config
from .extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config())
    db.init_app(app)
    app.register_blueprint(api, url_prefix="/api")

    with app.app_context():
        from . import models  # noqa: F401  (register the mapped classes)

        db.create_all()
    return app
