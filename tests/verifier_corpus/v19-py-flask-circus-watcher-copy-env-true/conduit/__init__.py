from flask import Flask

from conduit.config import Config
from conduit.extensions import db


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    from conduit import models  # noqa: F401
    from conduit.views import bp

    app.register_blueprint(bp)
    with app.app_context():
        db.create_all()
    return app
