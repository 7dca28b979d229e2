from flask import Flask, jsonify

from .db import db
from .services.exceptions import DomainError


def create_app():
    app = Flask(__name__)
    app.config.from_object("app.settings")
    db.init_app(app)

    from .routes import register_routes
    register_routes(app)

    @app.errorhandler(DomainError)
    def domain_error(exc):
        return jsonify(errors={"body": [str(exc)]}), exc.status_code

    with app.app_context():
        from . import models  # noqa: F401  (register tables)
        db.create_all()
    return app
