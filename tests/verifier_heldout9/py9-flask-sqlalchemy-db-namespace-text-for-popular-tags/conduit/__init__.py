import os

from flask import Flask
from sqlalchemy.engine import URL

from conduit.db import db


def database_url() -> URL:
    return URL.create(
        "postgresql+psycopg2",
        username=os.environ["PGUSER"],
        password=os.environ["PGPASSWORD"],
        host=os.environ["PGHOST"],
        port=int(os.environ.get("PGPORT", "5432")),
        database=os.environ["PGDATABASE"],
    )


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = database_url()
    db.init_app(app)
    from conduit.api import api
    app.register_blueprint(api, url_prefix="/api")
    with app.app_context():
        from conduit import models  # noqa: F401
        db.create_all()
    return app
