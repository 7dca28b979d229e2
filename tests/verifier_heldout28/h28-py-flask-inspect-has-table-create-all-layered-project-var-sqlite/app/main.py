from flask import Flask, jsonify

from app.db import SessionLocal, ensure_schema
from app.routes import register_routes
from app.services.errors import DomainError


def create_app() -> Flask:
    flask_app = Flask(__name__)
    ensure_schema()
    register_routes(flask_app)

    @flask_app.teardown_appcontext
    def _remove_session(_exc=None):
        SessionLocal.remove()

    @flask_app.errorhandler(DomainError)
    def _domain_error(err: DomainError):
        return jsonify({"errors": {err.field: [err.message]}}), err.status

    return flask_app
