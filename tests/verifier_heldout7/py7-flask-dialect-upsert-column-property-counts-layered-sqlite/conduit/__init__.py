from flask import Flask

from conduit.config import DATA_DIR, Config
from conduit.extensions import db


def create_app() -> Flask:
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from conduit.wiring import register

    register(app)
    with app.app_context():
        db.create_all()
    return app
