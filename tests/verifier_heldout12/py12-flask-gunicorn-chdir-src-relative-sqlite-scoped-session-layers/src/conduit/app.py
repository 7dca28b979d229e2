from flask import Blueprint, Flask, jsonify

from conduit.database import Session, engine
from conduit.handlers import comments, users
from conduit.models import Base
from conduit.services.errors import DomainError


def create_app() -> Flask:
    app = Flask(__name__)
    Base.metadata.create_all(engine)

    api = Blueprint("api", __name__, url_prefix="/api")
    api.register_blueprint(users.bp)
    api.register_blueprint(comments.bp)
    api.add_url_rule("/health-check", "health", lambda: jsonify(status="ok"))
    app.register_blueprint(api)

    @app.errorhandler(DomainError)
    def domain_error(err: DomainError):
        return jsonify(errors={"body": [str(err)]}), err.status_code

    @app.teardown_appcontext
    def remove_session(_exc):
        Session.remove()

    return app
