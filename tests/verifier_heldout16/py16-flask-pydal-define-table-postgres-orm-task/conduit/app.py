from flask import Flask

from .api import api
from .data import close_db, open_db


def create_app():
    app = Flask(__name__)
    app.before_request(open_db)
    app.teardown_request(close_db)
    app.register_blueprint(api, url_prefix="/api")
    return app
