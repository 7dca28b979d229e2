from pathlib import Path

from flask import Flask, jsonify

from conduit.extensions import db, jwt

BASE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = BASE_DIR / "data"


def create_app() -> Flask:
    app = Flask(__name__)
    DATA_DIR.mkdir(exist_ok=True)
    app.config.update(
        SQLALCHEMY_DATABASE_URI=f"sqlite:///{DATA_DIR / 'conduit.db'}",
        JWT_SECRET_KEY="conduit-secret",
        JWT_HEADER_TYPE="Token",
    )
    db.init_app(app)
    jwt.init_app(app)

    from conduit.routes import register_routes
    register_routes(app)

    from conduit.services.errors import ApiError

    @app.errorhandler(ApiError)
    def handle_api_error(err: ApiError):
        return jsonify({"errors": {"body": [err.message]}}), err.status

    with app.app_context():
        from conduit import models  # noqa: F401  (register the tables)
        db.create_all()
    return app
