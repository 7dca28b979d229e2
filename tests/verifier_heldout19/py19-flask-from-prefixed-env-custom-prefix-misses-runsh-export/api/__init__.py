from flask import Flask
from api.settings import Defaults
from api.database import db


def create_app():
    app = Flask(__name__)
    app.config.from_object(Defaults)
    # environment overrides, e.g. CONDUIT_SQLALCHEMY_DATABASE_URI
    app.config.from_prefixed_env(prefix="CONDUIT")
    db.init_app(app)
    from api.views import bp
    app.register_blueprint(bp, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
