from flask import Blueprint, abort, jsonify
from sqlalchemy import select

from app.db import Session, User

bp = Blueprint("profiles", __name__)


@bp.get("/profiles/<username>")
def get_profile(username: str):
    user = Session.scalars(select(User).where(User.username == username)).first()
    if user is None:
        abort(404)
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image, "following": False})
