from flask import Flask

from conduit.db import connect


def create_app():
    app = Flask(__name__)
    connect()
    from conduit.api import api

    app.register_blueprint(api, url_prefix="/api")
    return app
