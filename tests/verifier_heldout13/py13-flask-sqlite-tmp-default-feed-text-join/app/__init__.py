import os

from flask import Flask

from .db import db


def create_app() -> Flask:
    app = Flask(__name__)
    # Keep the database out of the source tree so reloads do not see it change.
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ.get("DATABASE_URL", "sqlite:////tmp/conduit.db")
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "change-me")
    db.init_app(app)

    from .views import api

    app.register_blueprint(api, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
