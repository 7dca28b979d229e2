import os

from flask import Flask
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app():
    app = Flask(__name__)
    app.config.from_mapping(
        SQLALCHEMY_DATABASE_URI=os.environ.get("DATABASE_URL", "sqlite:///conduit.db"),
        SECRET_KEY=os.environ.get("SECRET_KEY", "dev"),
    )
    db.init_app(app)

    from . import models, views  # noqa: F401

    app.register_blueprint(views.api, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
