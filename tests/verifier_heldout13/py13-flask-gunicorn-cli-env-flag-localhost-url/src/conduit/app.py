from flask import Flask

from conduit.db import engine
from conduit.entities import Base
from conduit.handlers import register
from conduit.repositories.profiles import ProfileRepository
from conduit.services.profiles import ProfileService


def create_app() -> Flask:
    """Composition root: build the object graph, then hand the service to the handlers."""
    app = Flask(__name__)
    Base.metadata.create_all(engine)
    register(app, ProfileService(ProfileRepository()))
    return app
