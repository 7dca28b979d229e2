from flask import Flask

from config import Settings
from conduit.extensions import db
from conduit.routes import BLUEPRINTS


def create_app(settings: type = Settings) -> Flask:
    app = Flask(__name__)
    app.config.from_object(settings)
    db.init_app(app)
    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint, url_prefix="/api")
    with app.app_context():
        from conduit import models  # noqa: F401  (registers the tables)
        db.create_all()
    return app
