from flask import Flask

from conduit.services.profiles import ProfileService


def register(app: Flask, profile_service: ProfileService) -> None:
    from conduit.handlers import health, profiles

    profiles.service = profile_service
    app.register_blueprint(health.bp, url_prefix="/api")
    app.register_blueprint(profiles.bp, url_prefix="/api")
