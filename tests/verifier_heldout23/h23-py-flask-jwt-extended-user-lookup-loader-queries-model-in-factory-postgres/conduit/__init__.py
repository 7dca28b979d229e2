from flask import Flask, jsonify
from sqlalchemy import select

from .config import Config
from .extensions import db, jwt
from .models import User
from .services.errors import ServiceError


def create_app(config_object=Config):
    app = Flask(__name__)
    app.config.from_object(config_object)

    db.init_app(app)
    jwt.init_app(app)

    @jwt.user_lookup_loader
    def load_current_user(_jwt_header, jwt_data):
        # current_user for every protected route
        user_id = int(jwt_data["sub"])
        return db.session.scalar(select(User).where(User.id == user_id))

    @jwt.unauthorized_loader
    def missing_token(reason):
        return jsonify(errors={"body": [reason]}), 401

    @jwt.invalid_token_loader
    def bad_token(reason):
        return jsonify(errors={"body": [reason]}), 401

    @app.errorhandler(ServiceError)
    def service_error(err):
        return jsonify(errors={"body": [err.message]}), err.status

    from .routes import api
    app.register_blueprint(api, url_prefix="/api")

    with app.app_context():
        db.create_all()

    return app
