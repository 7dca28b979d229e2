from flask import Flask

from .config import Config
from .extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from .api.articles import articles_bp
    from .api.profiles import profiles_bp
    from .api.users import users_bp

    for bp in (users_bp, profiles_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return {"status": "ok"}

    with app.app_context():
        from . import models  # noqa: F401

        db.create_all()
    return app
