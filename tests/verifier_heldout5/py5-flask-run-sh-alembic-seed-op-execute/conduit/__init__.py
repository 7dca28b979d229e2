from flask import Flask, jsonify
from sqlalchemy import select

from conduit.db import Session
from conduit.models import Tag, User


def create_app() -> Flask:
    app = Flask(__name__)

    @app.get("/api/health-check")
    def health_check():
        return {"status": "ok"}

    @app.get("/api/tags")
    def tags():
        with Session() as session:
            return jsonify(tags=list(session.scalars(select(Tag.name).order_by(Tag.name))))

    @app.get("/api/profiles/<username>")
    def profile(username: str):
        with Session() as session:
            user = session.scalar(select(User).where(User.username == username))
            if user is None:
                return {"errors": {"profile": ["not found"]}}, 404
            return {"profile": {"username": user.username, "bio": None, "image": None, "following": False}}

    return app
