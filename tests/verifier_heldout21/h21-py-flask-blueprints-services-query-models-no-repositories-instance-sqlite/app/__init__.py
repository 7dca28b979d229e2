from flask import Flask
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
    app.config["SECRET_KEY"] = "conduit-secret"
    db.init_app(app)

    from app.blueprints.profiles import profiles_bp
    from app.blueprints.health import health_bp
    app.register_blueprint(profiles_bp, url_prefix="/api")
    app.register_blueprint(health_bp, url_prefix="/api")

    with app.app_context():
        from app import models  # noqa
        db.create_all()
    return app
