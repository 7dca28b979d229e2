from flask import Flask
from flask_sqlalchemy import SQLAlchemy

from conduit.config import Config

db = SQLAlchemy()


def create_app(config_class=Config):
    app = Flask(__name__)
    app.config.from_object(config_class)
    db.init_app(app)

    from conduit.routes import bp

    app.register_blueprint(bp)
    with app.app_context():
        db.create_all()
    return app
