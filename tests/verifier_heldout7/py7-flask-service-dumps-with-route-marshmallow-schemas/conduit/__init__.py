from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.update(
        SQLALCHEMY_DATABASE_URI="sqlite:///conduit.db",
        SECRET_KEY="conduit-secret",
    )
    db.init_app(app)

    from conduit.routes import api

    app.register_blueprint(api)

    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app
