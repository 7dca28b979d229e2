from flask import Flask

from conduit.db import engine
from conduit.entities import Base
from conduit.handlers import register


def create_app() -> Flask:
    app = Flask(__name__)
    Base.metadata.create_all(engine)
    register(app)
    return app
