from flask import Flask

from conduit.repositories.profiles import ProfileRepository
from conduit.services.profiles import ProfileService


def register(app: Flask) -> None:
    from conduit.handlers import health, profiles

    profiles.service = ProfileService(ProfileRepository())
    app.register_blueprint(health.bp, url_prefix="/api")
    app.register_blueprint(profiles.bp, url_prefix="/api")
