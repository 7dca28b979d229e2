from flask import Flask, jsonify
from sqlalchemy import select

from .db import Base, Session, engine
from .models import User

app = Flask(__name__)
_keepalive = engine.connect()  # keeps the shared database alive for the process
Base.metadata.create_all(engine)


@app.teardown_appcontext
def remove_session(exc=None):
    Session.remove()


@app.get("/api/health-check")
def health():
    return jsonify(status="ok")


@app.get("/api/profiles/<username>")
def profile(username):
    user = Session.scalar(select(User).where(User.username == username))
    if user is None:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image,
                            "following": False})
