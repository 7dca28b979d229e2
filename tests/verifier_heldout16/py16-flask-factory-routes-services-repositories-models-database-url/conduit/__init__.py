from flask import Flask

from .config import Config
from .extensions import db


def create_app(config_class=Config):
    app = Flask(__name__)
    app.config.from_object(config_class)
    db.init_app(app)

    from .routes import register_blueprints
    register_blueprints(app)

    with app.app_context():
        from . import models  # noqa: F401  (register tables)
        db.create_all()
    return app
