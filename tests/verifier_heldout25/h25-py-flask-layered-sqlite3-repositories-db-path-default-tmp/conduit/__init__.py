from flask import Flask, jsonify

from .database import create_schema


def create_app() -> Flask:
    create_schema()
    app = Flask(__name__)

    from .routes.profiles import bp as profiles_bp
    from .routes.users import bp as users_bp
    from .services.errors import AppError

    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(profiles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.errorhandler(AppError)
    def app_error(err: AppError):
        return jsonify(errors={"body": [str(err)]}), err.status

    return app
