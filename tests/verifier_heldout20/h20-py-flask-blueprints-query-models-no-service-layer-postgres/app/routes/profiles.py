from flask import Blueprint, jsonify

from app.models.user import User

profiles_bp = Blueprint("profiles", __name__)


@profiles_bp.route("/profiles/<username>")
def get_profile(username):
    user = User.query.filter_by(username=username).first_or_404()
    return jsonify({"profile": {"username": user.username, "bio": user.bio,
                                "image": user.image, "following": False}})
