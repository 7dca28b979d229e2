from flask import Flask

from conduit.db import init_schema
from conduit.routes.users import bp as users_bp


def create_app() -> Flask:
    app = Flask(__name__)
    init_schema()
    app.register_blueprint(users_bp, url_prefix="/api")
    return app
