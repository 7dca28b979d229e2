from flask import Flask

from conduit.config import Config
from conduit.extensions import db
from conduit.views import register_views


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    register_views(app)

    with app.app_context():
        import conduit.entities  # noqa: F401  (registers the mapped classes)

        db.create_all()
    return app
