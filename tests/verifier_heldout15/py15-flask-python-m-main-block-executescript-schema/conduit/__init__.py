from pathlib import Path

from flask import Flask
from flask_sqlalchemy import SQLAlchemy

BASE_DIR = Path(__file__).resolve().parent.parent
db = SQLAlchemy()


def create_app() -> Flask:
    app = Flask("conduit")
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{BASE_DIR / 'conduit.db'}"
    app.config["SECRET_KEY"] = "conduit-local"
    db.init_app(app)
    from conduit.routes import bp
    app.register_blueprint(bp, url_prefix="/api")
    return app
