import os

from flask import Flask

from config import config
from api.models import db


def create_app(config_name=None):
    config_name = config_name or os.environ.get("FLASK_CONFIG", "default")
    app = Flask(__name__)
    app.config.from_object(config[config_name])
    db.init_app(app)

    from api.routes import bp
    app.register_blueprint(bp, url_prefix="/api")

    from api.seed import register_seed_command
    register_seed_command(app)

    with app.app_context():
        db.create_all()
    return app
