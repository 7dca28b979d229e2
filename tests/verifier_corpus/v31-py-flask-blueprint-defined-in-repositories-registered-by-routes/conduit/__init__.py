from pathlib import Path

from flask import Flask

from conduit.extensions import db

ROOT = Path(__file__).resolve().parent.parent


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{ROOT / 'instance' / 'conduit.db'}"
    db.init_app(app)

    from conduit.routes import register_routes

    register_routes(app)
    with app.app_context():
        db.create_all()
    return app
