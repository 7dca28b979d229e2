from flask import Flask, jsonify

from conduit.api.profiles import bp as profiles_bp
from conduit.repositories.profile_repository import ProfileRepository
from conduit.services.profile_service import ProfileService


def create_app() -> Flask:
    app = Flask(__name__)
    app.extensions["profile_service"] = ProfileService(ProfileRepository())
    app.register_blueprint(profiles_bp)
    app.add_url_rule("/api/health-check", "health", lambda: jsonify(status="ok"))
    return app
