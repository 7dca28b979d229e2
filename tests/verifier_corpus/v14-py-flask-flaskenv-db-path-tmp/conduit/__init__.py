import os

from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    os.makedirs(app.instance_path, exist_ok=True)
    # CONDUIT_DB lets a developer keep the database elsewhere; by default it lives in instance/
    db_path = os.environ.get("CONDUIT_DB") or os.path.join(app.instance_path, "conduit.sqlite3")
    os.makedirs(os.path.dirname(os.path.abspath(db_path)), exist_ok=True)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.abspath(db_path)
    app.config["SQLALCHEMY_TRACK_MODIFICATIONS"] = False
    db.init_app(app)

    from conduit.routes import api

    app.register_blueprint(api)
    with app.app_context():
        from conduit import models  # noqa: F401  (register the tables)

        db.create_all()
    return app
