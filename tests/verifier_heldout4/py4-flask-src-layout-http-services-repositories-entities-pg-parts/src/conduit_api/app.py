"""Application factory: the composition root. It builds the repositories and services once and
hands the services to the HTTP layer through app.extensions; it holds no logic of its own."""
from flask import Flask, jsonify

from conduit_api.db import Session, create_schema
from conduit_api.http import BLUEPRINTS
from conduit_api.repositories import ArticleRepository, UserRepository
from conduit_api.services import ArticleService, UserService
from conduit_api.services.errors import ServiceError


def create_app() -> Flask:
    app = Flask(__name__)
    create_schema()

    app.extensions["conduit.services"] = {
        "users": UserService(UserRepository(Session)),
        "articles": ArticleService(ArticleRepository(Session)),
    }

    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)

    @app.errorhandler(ServiceError)
    def service_error(exc: ServiceError):
        return jsonify({"errors": exc.errors}), exc.status

    @app.teardown_appcontext
    def remove_session(_exc):
        Session.remove()

    return app
