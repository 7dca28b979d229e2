from flask import Flask, jsonify

from .config import Config
from .extensions import db


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from .api import articles, profiles, tags, users
    for bp in (articles.bp, profiles.bp, tags.bp, users.bp):
        app.register_blueprint(bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        from . import models  # noqa: F401  register tables
        db.create_all()
    return app
