from flask import Flask, jsonify

from .database import init_db
from .routes import articles, health, profiles, users
from .services.errors import AppError


def create_app():
    init_db()
    app = Flask(__name__)
    for module in (health, users, profiles, articles):
        app.register_blueprint(module.bp, url_prefix="/api")

    @app.errorhandler(AppError)
    def app_error(err):
        return jsonify({"errors": {"body": [err.message]}}), err.status

    return app
