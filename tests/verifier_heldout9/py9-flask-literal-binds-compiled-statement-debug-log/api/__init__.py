from flask import Flask, g

from .db import SessionLocal, init_db
from .views import bp


def create_app():
    app = Flask(__name__)
    init_db()
    app.register_blueprint(bp, url_prefix="/api")

    @app.teardown_appcontext
    def _close_session(exc):
        session = g.pop("db", None)
        if session is not None:
            session.close()

    return app
