import os

from flask import Flask

from conduit.db import db


def _database_uri() -> str:
    url = os.environ["DATABASE_URL"]
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://"):]
    return url


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = _database_uri()
    app.config["SQLALCHEMY_ENGINE_OPTIONS"] = {"pool_pre_ping": True}
    app.config["JWT_SECRET"] = os.environ.get("JWT_SECRET", "conduit")
    db.init_app(app)

    from conduit.views import api
    app.register_blueprint(api, url_prefix="/api")

    with app.app_context():
        from conduit import models  # noqa: F401
        db.create_all()
    return app
