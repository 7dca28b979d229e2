from flask import Flask

from .db import close_db, init_schema
from .routes.articles import articles_bp
from .routes.health import health_bp
from .routes.profiles import profiles_bp


def create_app():
    app = Flask(__name__)
    app.teardown_appcontext(close_db)
    with app.app_context():
        init_schema()
    for bp in (health_bp, articles_bp, profiles_bp):
        app.register_blueprint(bp, url_prefix="/api")
    return app
