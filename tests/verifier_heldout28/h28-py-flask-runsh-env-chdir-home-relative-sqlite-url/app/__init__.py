from flask import Flask

from app.database import init_db, session_scope_teardown
from app.routes import api


def create_app() -> Flask:
    flask_app = Flask(__name__)
    flask_app.config["SECRET_KEY"] = "conduit-secret"
    init_db()
    flask_app.teardown_appcontext(session_scope_teardown)
    flask_app.register_blueprint(api, url_prefix="/api")
    return flask_app
