from flask import Flask
from flask_jwt_extended import JWTManager
from flask_sqlalchemy import SQLAlchemy

from config import Config

db = SQLAlchemy()
jwt = JWTManager()


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    jwt.init_app(app)
    from app.views import bp
    app.register_blueprint(bp, url_prefix="/api")
    with app.app_context():
        from app import models  # noqa: F401
        db.create_all()
    return app
