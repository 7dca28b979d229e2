import os

from flask import Flask

from conduit.db import db
from conduit.paths import database_file


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.update(
        SQLALCHEMY_DATABASE_URI=f"sqlite:///{database_file()}",
        SECRET_KEY=os.environ.get("SECRET_KEY", "conduit-dev"),
    )
    db.init_app(app)

    from conduit.views import bp

    app.register_blueprint(bp, url_prefix="/api")
    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app
