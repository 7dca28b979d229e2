from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

from conduit.config import Config

db = SQLAlchemy()


class Tag(db.Model):
    __tablename__ = "tags"

    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(64), unique=True)


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    @app.get("/api/tags")
    def tags():
        return jsonify({"tags": [t.name for t in Tag.query.order_by(Tag.name).all()]})

    with app.app_context():
        db.create_all()
    return app
