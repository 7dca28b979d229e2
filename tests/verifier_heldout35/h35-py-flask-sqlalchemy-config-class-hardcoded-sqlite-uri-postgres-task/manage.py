from flask import Flask
from flask_cors import CORS

from config import Config
from models import db
from views import api


def create_app(config=Config):
    app = Flask(__name__)
    app.config.from_object(config)
    CORS(app)
    db.init_app(app)
    app.register_blueprint(api, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app


app = create_app()
