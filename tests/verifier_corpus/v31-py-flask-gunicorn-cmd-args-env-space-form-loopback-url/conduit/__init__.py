import os

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
    db.init_app(app)

    from conduit.models import User

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.get("/api/profiles/<username>")
    def profile(username: str):
        user = db.session.scalar(db.select(User).filter_by(username=username))
        if user is None:
            return jsonify(errors={"body": ["profile not found"]}), 404
        return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image, "following": False})

    with app.app_context():
        db.create_all()
    return app
