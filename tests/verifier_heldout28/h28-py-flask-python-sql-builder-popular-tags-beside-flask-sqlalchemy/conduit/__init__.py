import os

from flask import Flask

from conduit.db import db

BASE_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), os.pardir))


def create_app() -> Flask:
    app = Flask(__name__)
    os.makedirs(os.path.join(BASE_DIR, "data"), exist_ok=True)
    app.config.update(
        SECRET_KEY=os.environ.get("SECRET_KEY", "conduit"),
        SQLALCHEMY_DATABASE_URI="sqlite:///" + os.path.join(BASE_DIR, "data", "conduit.db"),
        SQLALCHEMY_TRACK_MODIFICATIONS=False,
    )
    db.init_app(app)

    from conduit.views import api

    app.register_blueprint(api, url_prefix="/api")

    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app
