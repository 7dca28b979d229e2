from flask import Flask

from src.db import Session, engine
from src.models import Base


def create_app() -> Flask:
    app = Flask(__name__)
    Base.metadata.create_all(engine)

    from src.routes.articles import bp as articles_bp
    from src.routes.health import bp as health_bp

    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.teardown_appcontext
    def remove_session(exc=None):
        Session.remove()

    return app
