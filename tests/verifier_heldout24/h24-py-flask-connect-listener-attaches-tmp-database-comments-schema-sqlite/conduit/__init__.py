import os

from flask import Flask
from sqlalchemy import event

from .extensions import db

PROJECT_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
MAIN_DB = os.path.join(PROJECT_DIR, "data", "conduit.db")
# comments grow fast: keep them in a side database that may be wiped without touching accounts
AUX_DB = os.environ.get("CONDUIT_AUX_DB", "/tmp/conduit-aux.db")


def create_app():
    os.makedirs(os.path.dirname(MAIN_DB), exist_ok=True)
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{MAIN_DB}"
    app.config["SQLALCHEMY_TRACK_MODIFICATIONS"] = False
    db.init_app(app)

    with app.app_context():
        @event.listens_for(db.engine, "connect")
        def attach_aux(dbapi_connection, _record):
            dbapi_connection.execute(f"ATTACH DATABASE '{AUX_DB}' AS aux")

        db.engine.dispose()  # reconnect so the listener runs on every pooled connection
        from . import models  # noqa: F401
        db.create_all()

    from .routes import register_blueprints
    register_blueprints(app)
    return app
