from flask import Flask
from flask_cors import CORS

from .config import config_by_name
from .database import db


def create_app(config_name="development"):
    app = Flask(__name__)
    app.config.from_object(config_by_name[config_name])
    CORS(app)
    db.init_app(app)
    from .views import api
    app.register_blueprint(api, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
