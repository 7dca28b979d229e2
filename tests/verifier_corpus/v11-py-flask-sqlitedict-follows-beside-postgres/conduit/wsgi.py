from flask import Flask, abort, g, jsonify, request
from sqlalchemy import select

from conduit import follows
from conduit.db import Base, Session, engine
from conduit.models import User

app = Flask(__name__)
Base.metadata.create_all(engine)


@app.before_request
def open_session():
    g.db = Session()
    user_id = request.headers.get("X-User-Id")  # set by the auth proxy in front of the API
    g.user = g.db.get(User, int(user_id)) if user_id else None


@app.teardown_request
def close_session(_exc=None):
    g.pop("db").close()


def profile_json(user: User) -> dict:
    following = g.user is not None and follows.is_following(g.user.id, user.id)
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


def find_profile(username: str) -> User:
    user = g.db.scalar(select(User).where(User.username == username))
    if user is None:
        abort(404)
    return user


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.get("/api/profiles/<username>")
def get_profile(username):
    return jsonify(profile_json(find_profile(username)))


@app.post("/api/profiles/<username>/follow")
def follow_user(username):
    if g.user is None:
        abort(401)
    user = find_profile(username)
    follows.follow(g.user.id, user.id)
    return jsonify(profile_json(user))


@app.delete("/api/profiles/<username>/follow")
def unfollow_user(username):
    if g.user is None:
        abort(401)
    user = find_profile(username)
    follows.unfollow(g.user.id, user.id)
    return jsonify(profile_json(user))
