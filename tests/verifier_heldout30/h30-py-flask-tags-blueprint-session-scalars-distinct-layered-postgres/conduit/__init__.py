import os

from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"].replace(
        "postgresql://", "postgresql+psycopg2://", 1
    )
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "conduit")
    db.init_app(app)

    from conduit.routes import articles, health, profiles, tags, users

    for module in (health, users, profiles, articles, tags):
        app.register_blueprint(module.bp, url_prefix="/api")

    with app.app_context():
        import conduit.models  # noqa: F401

        db.create_all()
    return app
