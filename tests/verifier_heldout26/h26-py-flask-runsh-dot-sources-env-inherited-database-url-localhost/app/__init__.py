from flask import Flask

from app.db import init_db, remove_session
from app.routes.articles import articles_bp
from app.routes.health import health_bp
from app.routes.profiles import profiles_bp
from app.routes.users import users_bp


def create_app() -> Flask:
    app = Flask(__name__)
    init_db()
    for bp in (health_bp, users_bp, profiles_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")
    app.teardown_appcontext(remove_session)
    return app
