from flask import Flask

from .extensions import db


def create_app():
    app = Flask(__name__)
    app.config.from_mapping(
        SQLALCHEMY_DATABASE_URI="sqlite:////tmp/conduit.db",
        SQLALCHEMY_TRACK_MODIFICATIONS=False,
        JSON_SORT_KEYS=False,
    )
    # FLASK_* variables override the defaults above (FLASK_SQLALCHEMY_DATABASE_URI, FLASK_SECRET_KEY, ...)
    app.config.from_prefixed_env()
    db.init_app(app)

    from .routes import register_blueprints
    register_blueprints(app)

    with app.app_context():
        from . import models  # noqa: F401
        db.create_all()
    return app
