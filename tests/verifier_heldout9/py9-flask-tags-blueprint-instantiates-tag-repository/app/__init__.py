import os

from flask import Flask

from .database import db

BASE_DIR = os.path.abspath(os.path.dirname(os.path.dirname(__file__)))


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.join(BASE_DIR, "conduit.db")
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "change-me")
    db.init_app(app)

    from .routes.users import users_bp
    from .routes.articles import articles_bp
    from .routes.tags import tags_bp
    from .routes.health import health_bp

    for bp in (users_bp, articles_bp, tags_bp, health_bp):
        app.register_blueprint(bp, url_prefix="/api")

    with app.app_context():
        from . import models  # noqa: F401
        db.create_all()
    return app
