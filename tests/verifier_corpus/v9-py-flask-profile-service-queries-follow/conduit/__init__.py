import os

from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.join(os.path.dirname(__file__), "..", "conduit.db")
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev-secret")
    db.init_app(app)

    from conduit.routes.health import bp as health_bp
    from conduit.routes.profiles import bp as profiles_bp

    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(profiles_bp, url_prefix="/api")

    with app.app_context():
        from conduit import models  # noqa: F401  (registers the tables)

        db.create_all()
    return app
