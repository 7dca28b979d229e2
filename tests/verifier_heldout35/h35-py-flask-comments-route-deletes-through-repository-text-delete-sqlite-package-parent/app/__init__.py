from flask import Flask

from app.db import engine
from app.models import Base


def create_app():
    app = Flask(__name__)
    Base.metadata.create_all(engine)
    from app.routes import register_routes
    register_routes(app)
    return app
