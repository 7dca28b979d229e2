from flask import Blueprint, abort, jsonify

from conduit.extensions import db
from conduit.models import Tag, User

bp = Blueprint("api", __name__)


@bp.get("/health-check")
def health_check():
    return jsonify(status="ok")


@bp.get("/tags")
def tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return jsonify(tags=names)


@bp.get("/profiles/<username>")
def profile(username):
    user = db.session.scalar(db.select(User).filter_by(username=username))
    if user is None:
        abort(404)
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image, "following": False})
