from flask import Flask

from realworld.models.base import Base
from realworld.repositories.session import engine, remove_session


def create_app():
    app = Flask(__name__)
    app.config["SECRET_KEY"] = "conduit"
    Base.metadata.create_all(engine)

    from realworld.routes import auth, articles, health
    auth.login_manager.init_app(app)
    app.register_blueprint(health.bp, url_prefix="/api")
    app.register_blueprint(articles.bp, url_prefix="/api")
    app.teardown_appcontext(lambda exc: remove_session())
    return app
