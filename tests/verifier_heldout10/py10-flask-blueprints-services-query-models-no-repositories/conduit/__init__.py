import os

from flask import Flask

from conduit.extensions import db

BASE_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), os.pardir))


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.join(BASE_DIR, "conduit.db")
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev")
    db.init_app(app)

    from conduit.blueprints.articles import bp as articles_bp
    from conduit.blueprints.users import bp as users_bp

    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return {"status": "ok"}

    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app
