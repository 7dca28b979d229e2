from flask import Flask

from conduit.api.users import bp as users_bp
from conduit.infrastructure.database import init_db, remove_session


def create_app() -> Flask:
    app = Flask(__name__)
    init_db()
    app.register_blueprint(users_bp)
    app.teardown_appcontext(remove_session)
    return app
