import os

from flask import Flask
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app() -> Flask:
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_mapping(
        SECRET_KEY=os.environ.get("SECRET_KEY", "dev"),
        # Relative SQLite paths are resolved inside the instance folder by Flask-SQLAlchemy.
        SQLALCHEMY_DATABASE_URI="sqlite:///conduit.db",
    )
    os.makedirs(app.instance_path, exist_ok=True)
    db.init_app(app)

    from conduit import views

    app.register_blueprint(views.bp, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
