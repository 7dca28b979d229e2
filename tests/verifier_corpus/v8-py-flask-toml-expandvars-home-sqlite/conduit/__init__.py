import os
import tomllib
from pathlib import Path

from flask import Flask

from conduit.extensions import db

SETTINGS_FILE = Path(__file__).resolve().parent.parent / "conduit.toml"


def create_app() -> Flask:
    settings = tomllib.loads(SETTINGS_FILE.read_text())
    app = Flask(__name__)
    app.config["SECRET_KEY"] = settings["server"]["secret_key"]
    db_path = os.path.expandvars(settings["database"]["path"])
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{db_path}"
    app.config["SQLALCHEMY_ECHO"] = settings["database"]["echo"]
    db.init_app(app)

    from conduit.routes import bp

    app.register_blueprint(bp)
    with app.app_context():
        db.create_all()
    return app
