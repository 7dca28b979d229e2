from flask import Flask, jsonify
from sqlalchemy import select

from conduit.db import Base, SessionLocal, User, engine

Base.metadata.create_all(engine)
app = Flask(__name__)


@app.get("/api/health-check")
def health():
    return jsonify(status="ok")


@app.get("/api/profiles/<username>")
def profile(username):
    with SessionLocal() as session:
        user = session.scalar(select(User).where(User.username == username))
        if user is None:
            return jsonify(errors={"profile": ["not found"]}), 404
        return jsonify(profile={"username": user.username, "bio": None, "image": None,
                                "following": False})
