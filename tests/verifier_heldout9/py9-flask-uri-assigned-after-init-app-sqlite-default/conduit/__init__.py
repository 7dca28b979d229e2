import os

from flask import Flask

from conduit.config import Config
from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    # The evaluation environment provides the PostgreSQL connection string.
    if os.environ.get("DATABASE_URL"):
        app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]

    from conduit.views import api
    app.register_blueprint(api, url_prefix="/api")

    with app.app_context():
        from conduit import models  # noqa: F401
        db.create_all()
    return app
