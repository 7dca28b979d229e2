from flask import Flask

from conduit.config import Config
from conduit.extensions import db


def create_app(config_object=Config):
    app = Flask(__name__)
    app.config.from_object(config_object)
    db.init_app(app)

    from conduit.routes import register_blueprints
    register_blueprints(app)

    with app.app_context():
        import conduit.models  # noqa: F401  (register tables)
        db.create_all()
    return app
