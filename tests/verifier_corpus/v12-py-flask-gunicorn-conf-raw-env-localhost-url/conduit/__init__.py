import os

from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
    db.init_app(app)

    from conduit.views import bp

    app.register_blueprint(bp, url_prefix="/api")
    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app
