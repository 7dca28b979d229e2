from flask import Flask

from conduit.db import init_db
from conduit.views import api


def create_app():
    app = Flask(__name__)
    init_db()
    app.register_blueprint(api, url_prefix="/api")
    return app
