import json
import os

from flask import Flask

from conduit.db import db


def create_app():
    app = Flask(__name__)
    app.config.from_file("config.json", load=json.load)
    # Use the database the environment provides when there is one.
    app.config.setdefault("SQLALCHEMY_DATABASE_URI", os.environ.get("DATABASE_URL"))
    app.config.setdefault("SECRET_KEY", os.environ.get("SECRET_KEY", "x"))
    db.init_app(app)

    from conduit.views import bp
    app.register_blueprint(bp, url_prefix="/api")
    with app.app_context():
        from conduit import models  # noqa: F401
        db.create_all()
    return app
