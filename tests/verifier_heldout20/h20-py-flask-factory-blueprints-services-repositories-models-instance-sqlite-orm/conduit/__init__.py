from flask import Flask

from conduit.config import Config
from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(Config)

    db.init_app(app)

    from conduit.routes.health import bp as health_bp
    from conduit.routes.users import bp as users_bp
    from conduit.routes.articles import bp as articles_bp
    from conduit.routes.tags import bp as tags_bp

    for bp in (health_bp, users_bp, articles_bp, tags_bp):
        app.register_blueprint(bp, url_prefix="/api")

    with app.app_context():
        from conduit import models  # noqa: F401  (register tables)
        db.create_all()
    return app
