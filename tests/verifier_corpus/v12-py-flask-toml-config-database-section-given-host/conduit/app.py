from flask import Flask, abort, jsonify
from sqlalchemy import select

from conduit.db import Base, Session, engine
from conduit.models import User


def create_app() -> Flask:
    Base.metadata.create_all(engine)
    app = Flask(__name__)

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.get("/api/profiles/<username>")
    def get_profile(username: str):
        with Session() as session:
            user = session.scalar(select(User).where(User.username == username))
            if user is None:
                abort(404)
            return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image, "following": False})

    return app
