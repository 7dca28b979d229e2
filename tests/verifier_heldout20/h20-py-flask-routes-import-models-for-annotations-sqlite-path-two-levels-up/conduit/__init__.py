import os

from flask import Flask

from conduit.models import db


def create_app() -> Flask:
    app = Flask(__name__)
    # keep the database out of the source tree: <repo>/var/conduit.db
    db_path = os.path.normpath(os.path.join(app.root_path, "..", "..", "var", "conduit.db"))
    os.makedirs(os.path.dirname(db_path), exist_ok=True)
    app.config.update(
        SQLALCHEMY_DATABASE_URI=f"sqlite:///{db_path}",
        SECRET_KEY=os.environ.get("SECRET_KEY", "conduit"),
    )
    db.init_app(app)

    from conduit.routes import register_routes
    register_routes(app)

    with app.app_context():
        db.create_all()
    return app
