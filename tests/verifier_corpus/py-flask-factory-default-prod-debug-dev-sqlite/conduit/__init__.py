from flask import Flask

from conduit.config import ProductionConfig
from conduit.extensions import db


def create_app(config_class=ProductionConfig):
    app = Flask(__name__)
    app.config.from_object(config_class)
    db.init_app(app)
    from conduit.views import bp

    app.register_blueprint(bp)
    with app.app_context():
        db.create_all()
    return app
