from flask import Blueprint, jsonify
from flask_jwt_extended import current_user, jwt_required

from conduit.extensions import db
from conduit.user.models import User

blueprint = Blueprint("profiles", __name__)


def dump(user, following):
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@blueprint.get("/api/profiles/<username>")
@jwt_required(optional=True)
def get_profile(username):
    user = db.first_or_404(db.select(User).filter_by(username=username))
    following = bool(current_user) and current_user.profile.is_following(user.profile)
    return jsonify(dump(user, following))


@blueprint.post("/api/profiles/<username>/follow")
@jwt_required()
def follow_user(username):
    user = db.first_or_404(db.select(User).filter_by(username=username))
    if not current_user.profile.is_following(user.profile):
        current_user.profile.follows.append(user.profile)
        db.session.commit()
    return jsonify(dump(user, True))
