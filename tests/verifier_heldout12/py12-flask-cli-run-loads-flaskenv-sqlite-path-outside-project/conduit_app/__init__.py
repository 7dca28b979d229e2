import os
from pathlib import Path

from flask import Flask

from conduit_app.extensions import db

PROJECT_DIR = Path(__file__).resolve().parent.parent


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_mapping(
        SECRET_KEY=os.environ.get("SECRET_KEY", "dev"),
        # Default: a file next to run.sh.
        SQLALCHEMY_DATABASE_URI=os.environ.get("DATABASE_URL", f"sqlite:///{PROJECT_DIR / 'conduit.db'}"),
    )
    uri = app.config["SQLALCHEMY_DATABASE_URI"]
    if uri.startswith("sqlite:////"):
        Path(uri.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)

    db.init_app(app)
    from conduit_app.api import bp

    app.register_blueprint(bp, url_prefix="/api")
    with app.app_context():
        from conduit_app import models  # noqa: F401

        db.create_all()
    return app
