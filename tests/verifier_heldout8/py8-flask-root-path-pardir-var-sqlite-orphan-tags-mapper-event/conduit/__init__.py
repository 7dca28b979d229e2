import os

from flask import Flask, jsonify

from conduit.config import Config
from conduit.extensions import db


def _sqlite_uri(app: Flask) -> str:
    # app.root_path is the conduit/ package; the database lives in var/ beside it.
    var_dir = os.path.normpath(os.path.join(app.root_path, os.pardir, "var"))
    os.makedirs(var_dir, exist_ok=True)
    return "sqlite:///" + os.path.join(var_dir, "conduit.db")


def create_app(config_object=Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config_object)
    app.config.setdefault("SQLALCHEMY_DATABASE_URI", _sqlite_uri(app))
    db.init_app(app)

    from conduit import models  # noqa: F401  (register the tables)
    from conduit import repositories  # noqa: F401  (registers the ORM event hooks)
    from conduit.routes import register_blueprints

    register_blueprints(app)

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
