from flask import Flask
from flask_cors import CORS

from app.config import Settings
from app.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Settings)
    CORS(app)
    db.init_app(app)

    from app.routes import register_routes

    register_routes(app)
    with app.app_context():
        import app.models  # noqa: F401
        db.create_all()
    return app
