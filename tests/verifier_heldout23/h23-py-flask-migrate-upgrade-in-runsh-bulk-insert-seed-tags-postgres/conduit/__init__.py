import os

from flask import Flask
from flask_migrate import Migrate

from .models import db

migrate = Migrate()


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "conduit")
    db.init_app(app)
    migrate.init_app(app, db, directory=os.path.join(os.path.dirname(__file__), "..", "migrations"))

    from .api import api
    app.register_blueprint(api, url_prefix="/api")
    return app
