from flask import Flask
from flask_cors import CORS

from .extensions import db


def create_app():
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_mapping(
        SQLALCHEMY_DATABASE_URI="sqlite:///conduit.db",
        SECRET_KEY="conduit-secret-key",
    )
    CORS(app)
    db.init_app(app)

    from .routes import register_blueprints
    register_blueprints(app)

    with app.app_context():
        from . import models  # noqa: F401
        db.create_all()

    return app
