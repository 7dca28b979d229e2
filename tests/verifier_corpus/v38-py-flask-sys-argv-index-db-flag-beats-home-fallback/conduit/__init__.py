from flask import Flask

from conduit.config import Config
from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    from conduit.routes.profiles import bp

    app.register_blueprint(bp)
    with app.app_context():
        from conduit import models  # noqa: F401
        db.create_all()
    return app
