import os

from flask import Flask

from app.models import db


def create_app():
    app = Flask(__name__, instance_relative_config=False)
    app.config.update(
        SECRET_KEY=os.getenv("SECRET_KEY", "not-so-secret"),
        SQLALCHEMY_DATABASE_URI=os.getenv("DATABASE_URL", "sqlite:///" + os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "conduit.db")),
    )
    db.init_app(app)

    from app.api import api_bp

    app.register_blueprint(api_bp, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
