import os

from flask import Flask

from .db import db


def create_app() -> Flask:
    app = Flask(__name__)
    os.makedirs(app.instance_path, exist_ok=True)
    app.config.update(
        SQLALCHEMY_DATABASE_URI="sqlite:///" + os.path.join(app.instance_path, "conduit.db"),
        SQLALCHEMY_TRACK_MODIFICATIONS=False,
        SECRET_KEY=os.environ.get("SECRET_KEY", "conduit"),
    )
    db.init_app(app)

    from . import models  # noqa: F401  (tables and mapper events)
    from .views import api

    app.register_blueprint(api, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
