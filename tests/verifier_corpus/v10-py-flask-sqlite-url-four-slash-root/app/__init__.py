from flask import Flask
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:////conduit.db"
    app.config["SQLALCHEMY_TRACK_MODIFICATIONS"] = False
    db.init_app(app)

    from app import models  # noqa: F401
    from app.routes import api

    app.register_blueprint(api, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
