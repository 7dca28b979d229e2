import os

from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    # Keep runtime state (database, uploads) out of the source tree, like a packaged deployment.
    app = Flask(__name__, instance_path="/var/lib/conduit")
    app.config.from_mapping(
        SECRET_KEY=os.environ.get("SECRET_KEY", "dev"),
        SQLALCHEMY_DATABASE_URI="sqlite:///conduit.sqlite3",
    )
    os.makedirs(app.instance_path, exist_ok=True)
    db.init_app(app)

    from conduit.routes import register_blueprints

    register_blueprints(app)
    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app
