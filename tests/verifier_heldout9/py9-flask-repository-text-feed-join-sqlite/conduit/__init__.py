import os

from flask import Flask

from .db import db

HERE = os.path.dirname(os.path.abspath(__file__))
DB_PATH = os.path.join(HERE, os.pardir, "data", "conduit.sqlite")


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{os.path.normpath(DB_PATH)}"
    db.init_app(app)
    from .views import api
    app.register_blueprint(api, url_prefix="/api")
    with app.app_context():
        from . import models  # noqa: F401
        db.create_all()
    return app
