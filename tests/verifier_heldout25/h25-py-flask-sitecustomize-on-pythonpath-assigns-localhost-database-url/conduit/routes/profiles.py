from flask import Blueprint, abort, g, jsonify

from ..auth import auth_required
from ..extensions import db
from ..models import User

bp = Blueprint("profiles", __name__)


def _profile(user: User, viewer):
    following = viewer is not None and any(u.id == user.id for u in viewer.following)
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


def _get(username: str) -> User:
    user = db.session.scalar(db.select(User).where(User.username == username))
    if user is None:
        abort(404)
    return user


@bp.get("/profiles/<username>")
@auth_required(optional=True)
def get_profile(username):
    return jsonify(_profile(_get(username), g.user))


@bp.post("/profiles/<username>/follow")
@auth_required()
def follow(username):
    target = _get(username)
    if target not in g.user.following:
        g.user.following.append(target)
        db.session.commit()
    return jsonify(_profile(target, g.user))


@bp.delete("/profiles/<username>/follow")
@auth_required()
def unfollow(username):
    target = _get(username)
    if target in g.user.following:
        g.user.following.remove(target)
        db.session.commit()
    return jsonify(_profile(target, g.user))
