from flask import Flask

from conduit.config import Config
from conduit.extensions import db
from conduit.models import Base
from conduit.views import bp


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    with app.app_context():
        Base.metadata.create_all(db.engine)

    app.register_blueprint(bp)
    return app
