from flask import Flask

from .database import Session, engine
from .handlers import comments, health
from .models import Base


def build():
    Base.metadata.create_all(engine)
    app = Flask(__name__)
    app.register_blueprint(health.bp, url_prefix="/api")
    app.register_blueprint(comments.bp, url_prefix="/api")

    @app.teardown_appcontext
    def remove_session(exc=None):
        Session.remove()

    return app
