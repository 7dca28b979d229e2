import os

from flask import Flask

from conduit.db import db


def create_app(testing: bool = False) -> Flask:
    app = Flask(__name__)
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev")
    if testing:
        app.config["TESTING"] = True
        app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///:memory:"
    else:
        app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg://", 1)
    db.init_app(app)

    from conduit.tags import bp

    app.register_blueprint(bp)
    with app.app_context():
        db.create_all()
    return app
