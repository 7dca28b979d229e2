from flask import Flask

from .repositories.database import Database
from .repositories.profile_repository import ProfileRepository
from .routes import register
from .services.profile_service import ProfileService


class Services:
    def __init__(self, database: Database):
        self.profiles = ProfileService(ProfileRepository(database))


def create_app(database_url: str) -> Flask:
    database = Database(database_url)
    database.create_schema()

    app = Flask(__name__)
    app.config["SECRET_KEY"] = "conduit"
    app.extensions["services"] = Services(database)
    register(app)
    return app
