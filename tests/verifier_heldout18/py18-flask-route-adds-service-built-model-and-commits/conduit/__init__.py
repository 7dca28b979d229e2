from flask import Flask

from .config import Config
from .extensions import db


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    from .api import register

    register(app)
    with app.app_context():
        db.create_all()
    return app
