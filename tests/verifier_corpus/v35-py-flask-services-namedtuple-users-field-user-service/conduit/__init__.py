from flask import Flask, jsonify

from conduit.db import Base, Session, engine
from conduit.models import user  # noqa: F401
from conduit.repositories.user_repository import UserRepository
from conduit.routes.profiles import bp as profiles_bp
from conduit.routes.users import bp as users_bp
from conduit.services import Services
from conduit.services.profile_service import ProfileService
from conduit.services.user_service import UserService  # noqa: F401


def create_app() -> Flask:
    """Composition root: builds the object graph and registers the blueprints."""
    Base.metadata.create_all(engine)
    app = Flask(__name__)
    app.extensions["services"] = Services(
        users=UserService(UserRepository(Session)),
        profiles=ProfileService(UserRepository(Session)),
    )
    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(profiles_bp, url_prefix="/api")
    app.get("/api/health-check")(lambda: jsonify(status="ok"))
    return app
