from flask import Flask, jsonify

from .config import Config
from .extensions import db


def create_app(config_class: type = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config_class)

    db.init_app(app)

    from .routes.articles import bp as articles_bp
    from .routes.profiles import bp as profiles_bp
    from .routes.tags import bp as tags_bp
    from .routes.users import bp as users_bp

    for bp in (users_bp, profiles_bp, articles_bp, tags_bp):
        app.register_blueprint(bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.errorhandler(404)
    def not_found(_err):
        return jsonify(errors={"body": ["not found"]}), 404

    with app.app_context():
        from . import models  # noqa: F401  (register the tables)

        db.create_all()

    return app
