import os

from flask import Flask

from app.db import db

PROJECT_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def create_app():
    app = Flask(__name__)
    app.config.from_mapping(
        SECRET_KEY="dev",
        SQLALCHEMY_DATABASE_URI="sqlite:///" + os.path.join(PROJECT_DIR, "conduit.db"),
    )
    # Anything exported as FLASK_<KEY> overrides the defaults above.
    app.config.from_prefixed_env()
    db.init_app(app)

    from app.routes import api
    app.register_blueprint(api, url_prefix="/api")

    with app.app_context():
        from app import models  # noqa: F401
        db.create_all()
    return app
