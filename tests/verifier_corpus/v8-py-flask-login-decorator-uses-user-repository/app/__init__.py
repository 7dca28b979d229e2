from flask import Flask

from app.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
    app.config["SECRET_KEY"] = "change-me"
    db.init_app(app)

    from app.routes.profiles import bp as profiles_bp
    from app.routes.health import bp as health_bp

    app.register_blueprint(profiles_bp, url_prefix="/api")
    app.register_blueprint(health_bp, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
