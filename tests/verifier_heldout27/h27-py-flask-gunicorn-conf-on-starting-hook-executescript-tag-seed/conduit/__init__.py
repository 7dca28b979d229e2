from pathlib import Path

from flask import Flask

from .extensions import db

BASE_DIR = Path(__file__).resolve().parent.parent


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{BASE_DIR / 'var' / 'conduit.db'}"
    db.init_app(app)

    from .models import Article, Tag, User  # noqa: F401
    from .routes import register_routes

    register_routes(app)
    with app.app_context():
        db.create_all()
    return app
