from flask import Flask, jsonify

from conduit.config import Config
from conduit.domain.services.errors import DomainError
from conduit.extensions import db


def create_app(config: type = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config)
    db.init_app(app)

    from conduit.web import register_views
    register_views(app)

    @app.errorhandler(DomainError)
    def domain_error(err: DomainError):
        return jsonify(errors={"body": [err.message]}), err.status

    with app.app_context():
        from conduit.persistence import models  # noqa: F401  (registers the tables)
        db.create_all()
    return app
