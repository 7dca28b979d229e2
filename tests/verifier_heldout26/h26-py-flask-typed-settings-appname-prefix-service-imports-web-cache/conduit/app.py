from flask import Flask

from conduit.db import Session, engine
from conduit.models import Base
from conduit.settings import settings
from conduit.web import cache, register


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.update(CACHE_TYPE="SimpleCache", CACHE_DEFAULT_TIMEOUT=settings.cache_timeout)
    cache.init_app(app)
    Base.metadata.create_all(engine)
    register(app)
    app.teardown_appcontext(lambda exc: Session.remove())
    return app
