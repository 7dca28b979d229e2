import tomllib
from pathlib import Path

from flask import Flask

from app.db import db

ROOT = Path(__file__).resolve().parent.parent


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_file(str(ROOT / "settings.toml"), load=tomllib.load, text=False)
    db.init_app(app)

    from app.routes import api

    app.register_blueprint(api, url_prefix="/api")
    with app.app_context():
        import app.models  # noqa: F401

        db.create_all()
    return app
