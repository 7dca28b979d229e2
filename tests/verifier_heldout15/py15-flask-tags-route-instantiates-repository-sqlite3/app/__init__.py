from flask import Flask

from app.repositories.db import close_connection, init_db
from app.routes.articles import articles_bp
from app.routes.health import health_bp
from app.routes.tags import tags_bp


def create_app():
    app = Flask(__name__)
    app.config["SECRET_KEY"] = "conduit-secret"
    init_db()
    app.teardown_appcontext(close_connection)
    for bp in (health_bp, tags_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")
    return app
