from flask import Flask

from conduit.persistence.connection import ensure_schema
from conduit.routes import register


def build():
    app = Flask("conduit")
    ensure_schema()
    register(app)
    return app
