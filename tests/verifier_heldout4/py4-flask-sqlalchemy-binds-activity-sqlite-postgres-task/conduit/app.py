from flask import Flask

from conduit.config import Config
from conduit.db import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from conduit.views import api
    app.register_blueprint(api)

    with app.app_context():
        db.create_all()  # creates the tables of the default engine and of every bind
    return app
