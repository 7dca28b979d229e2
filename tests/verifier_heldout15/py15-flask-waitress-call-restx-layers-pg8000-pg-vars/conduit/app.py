from flask import Flask

from conduit.api import blueprint as api_blueprint
from conduit.config import Settings
from conduit.extensions import db


def create_app() -> Flask:
    settings = Settings.from_env()
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = settings.database_url
    app.config["SECRET_KEY"] = settings.secret_key
    app.config["RESTX_MASK_SWAGGER"] = False
    db.init_app(app)
    app.register_blueprint(api_blueprint)
    with app.app_context():
        import conduit.models  # noqa: F401
        db.create_all()
    return app
