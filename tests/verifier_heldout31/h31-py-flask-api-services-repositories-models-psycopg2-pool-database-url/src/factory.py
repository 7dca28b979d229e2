from flask import Flask, jsonify

from api.profiles import build_profiles_blueprint
from repositories.db import Database
from repositories.profile_repository import ProfileRepository
from services.profile_service import ProfileService


def create_app() -> Flask:
    app = Flask(__name__)
    database = Database.from_environment()
    database.create_schema()

    profiles = ProfileService(ProfileRepository(database))
    app.register_blueprint(build_profiles_blueprint(profiles), url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    return app
