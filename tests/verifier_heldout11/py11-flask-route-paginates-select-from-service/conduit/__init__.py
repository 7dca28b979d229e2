from flask import Flask

from .config import Config
from .extensions import db


def create_app(config_object: type = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config_object)

    db.init_app(app)

    from .routes.health import bp as health_bp
    from .routes.users import bp as users_bp
    from .routes.articles import bp as articles_bp

    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    with app.app_context():
        from . import models  # noqa: F401  (register the mappers)
        db.create_all()

    return app
