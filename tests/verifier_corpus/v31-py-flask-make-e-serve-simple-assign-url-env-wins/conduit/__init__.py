import os

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy.orm import DeclarativeBase


class Base(DeclarativeBase):
    pass


db = SQLAlchemy(model_class=Base)


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev")
    db.init_app(app)

    from conduit import models  # noqa: F401
    from conduit.api import api

    app.register_blueprint(api)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
