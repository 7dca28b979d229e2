from flask_openapi3 import Info, OpenAPI

from .api.articles import bp as articles_bp
from .api.health import bp as health_bp
from .api.profiles import bp as profiles_bp
from .db import Base, Session, engine


def create_app() -> OpenAPI:
    app = OpenAPI(__name__, info=Info(title="Conduit", version="1.0.0"))
    for bp in (health_bp, profiles_bp, articles_bp):
        app.register_api(bp)

    from . import models  # noqa: F401

    Base.metadata.create_all(engine)

    @app.teardown_appcontext
    def remove_session(_exc=None):
        Session.remove()

    return app
