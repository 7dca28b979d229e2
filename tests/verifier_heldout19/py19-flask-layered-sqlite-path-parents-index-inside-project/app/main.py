from flask import Flask
from app.core.config.settings import settings
from app.core.db import init_schema
from app.routes import register


def build_app():
    init_schema(settings.sqlite_path)
    app = Flask(__name__)
    register(app)
    return app
