from flask import Flask, jsonify

from conduit.config import Config
from conduit.db import db


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from conduit.views import api

    app.register_blueprint(api, url_prefix="/api")

    with app.app_context():
        db.create_all()
    return app
