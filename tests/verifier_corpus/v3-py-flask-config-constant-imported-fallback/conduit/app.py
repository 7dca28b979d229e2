from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

from conduit import config
from conduit.config import DATABASE_URL

db = SQLAlchemy()


class Tag(db.Model):
    __tablename__ = "tags"

    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(64), unique=True)


def create_app():
    app = Flask(__name__)
    app.config["SECRET_KEY"] = config.SECRET_KEY
    app.config["SQLALCHEMY_DATABASE_URI"] = DATABASE_URL or "sqlite:///conduit.db"
    db.init_app(app)

    @app.get("/api/tags")
    def tags():
        return jsonify({"tags": db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()})

    with app.app_context():
        db.create_all()
    return app
