from flask import Flask

from conduit.database import Session, engine
from conduit.entities import Base
from conduit.views.articles import articles_bp
from conduit.views.health import health_bp
from conduit.views.users import users_bp


def create_app() -> Flask:
    app = Flask(__name__)
    Base.metadata.create_all(engine)
    for bp in (health_bp, users_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")

    @app.teardown_appcontext
    def remove_session(exc=None):
        Session.remove()

    return app
