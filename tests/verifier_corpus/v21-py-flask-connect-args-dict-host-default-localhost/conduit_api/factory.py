from flask import Flask

import conduit_api.models  # noqa: F401
from conduit_api.engine import Base, engine
from conduit_api.routes.profiles import bp


def make_app() -> Flask:
    Base.metadata.create_all(engine)
    app = Flask("conduit_api")
    app.register_blueprint(bp)
    return app
