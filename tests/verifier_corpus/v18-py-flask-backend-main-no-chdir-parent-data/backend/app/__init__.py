from flask import Flask

from app.db import init_db, shutdown_session
from app.routes.profiles import bp as profiles_bp


def create_app() -> Flask:
    app = Flask(__name__)
    init_db()
    app.teardown_appcontext(shutdown_session)
    app.register_blueprint(profiles_bp, url_prefix="/api")
    return app
