import os

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


class Tag(db.Model):
    __tablename__ = "tags"
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(64), unique=True)


def create_app():
    app = Flask(__name__)
    app.config.from_object(os.environ.get("CONDUIT_CONFIG", "conduit.config.ProductionConfig"))
    db.init_app(app)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.get("/api/tags")
    def tags():
        return jsonify(tags=[t.name for t in db.session.execute(db.select(Tag).order_by(Tag.name)).scalars()])

    with app.app_context():
        db.create_all()
    return app
