from flask import Flask, jsonify

from .config import Config
from .database import db


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    from .routes.users import users_bp
    from .routes.articles import articles_bp
    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        from . import models  # noqa: F401
        db.create_all()
    return app
