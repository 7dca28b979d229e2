from flask import Blueprint, abort, jsonify

from conduit.extensions import db
from conduit.models import User

bp = Blueprint("profiles", __name__, url_prefix="/api/profiles")


@bp.get("/<username>")
def get_profile(username: str):
    user = db.session.scalar(db.select(User).filter_by(username=username))
    if user is None:
        abort(404)
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image, "following": False})
