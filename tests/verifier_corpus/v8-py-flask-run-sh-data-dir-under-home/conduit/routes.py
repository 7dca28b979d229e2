from flask import Blueprint, abort, request
from sqlalchemy import select

from conduit.extensions import db
from conduit.models import User

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/health-check")
def health_check():
    return {"status": "ok"}


@bp.post("/users")
def register():
    data = request.get_json()["user"]
    user = User(username=data["username"], email=data["email"], password_hash=data["password"])
    db.session.add(user)
    db.session.commit()
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": None}}, 201


@bp.get("/profiles/<username>")
def profile(username: str):
    user = db.session.scalar(select(User).where(User.username == username))
    if user is None:
        abort(404)
    return {"profile": {"username": user.username, "bio": user.bio, "image": None, "following": False}}
