from flask import Flask
from flask_smorest import Api

from .extensions import db
from .resources import register_resources


def create_app():
    app = Flask(__name__)
    app.config.update(
        API_TITLE="Conduit",
        API_VERSION="1.0",
        OPENAPI_VERSION="3.0.3",
        # Flask-SQLAlchemy 3 resolves a relative SQLite path against app.instance_path
        SQLALCHEMY_DATABASE_URI="sqlite:///conduit.sqlite",
    )
    db.init_app(app)
    api = Api(app)
    register_resources(api)
    with app.app_context():
        from . import models  # noqa: F401
        db.create_all()
    return app
