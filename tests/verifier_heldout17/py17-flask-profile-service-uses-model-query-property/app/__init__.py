from flask import Flask

from app.config import Config
from app.db import db


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    from app.routes import api
    app.register_blueprint(api, url_prefix="/api")
    with app.app_context():
        from app import models  # noqa: F401
        db.create_all()
    return app
