import os
from pathlib import Path

from flask import Flask

from conduit.extensions import db

PROJECT_DIR = Path(__file__).resolve().parent.parent


def create_app() -> Flask:
    app = Flask(__name__, instance_path=str(PROJECT_DIR / "instance"))
    os.makedirs(app.instance_path, exist_ok=True)
    db_file = Path(app.instance_path) / "conduit.sqlite3"
    app.config.update(
        SQLALCHEMY_DATABASE_URI=f"sqlite:///{db_file}",
        CONDUIT_DB_FILE=str(db_file),
        SECRET_KEY=os.environ.get("SECRET_KEY", "conduit"),
    )
    db.init_app(app)

    from conduit.api import bp

    app.register_blueprint(bp, url_prefix="/api")
    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app
