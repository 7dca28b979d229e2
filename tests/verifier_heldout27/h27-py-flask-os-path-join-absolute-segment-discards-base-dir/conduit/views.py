from flask import Blueprint, jsonify

from .extensions import db
from .models import Tag, User

bp = Blueprint("api", __name__)


@bp.get("/tags")
def tags():
    return jsonify(tags=db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all())


@bp.get("/profiles/<username>")
def profile(username: str):
    user = db.session.scalar(db.select(User).filter_by(username=username))
    if user is None:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image, "following": False})
