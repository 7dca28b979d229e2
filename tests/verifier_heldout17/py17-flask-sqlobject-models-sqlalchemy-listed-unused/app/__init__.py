from flask import Flask

from app.database import connect
from app.api import bp


def create_app():
    app = Flask(__name__)
    connect()
    app.register_blueprint(bp, url_prefix="/api")
    return app
