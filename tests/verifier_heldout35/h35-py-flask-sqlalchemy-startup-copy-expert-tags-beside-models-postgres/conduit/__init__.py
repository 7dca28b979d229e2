import os

from flask import Flask

from conduit.extensions import db
from conduit.seed import seed_default_tags


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
    app.config["SQLALCHEMY_ENGINE_OPTIONS"] = {"pool_pre_ping": True}
    db.init_app(app)

    from conduit import models  # noqa: F401  (register the tables)
    from conduit.api import api
    app.register_blueprint(api, url_prefix="/api")

    with app.app_context():
        db.create_all()
        seed_default_tags()
    return app
