from flask import Blueprint, g, jsonify

bp = Blueprint("profiles", __name__, url_prefix="/api/profiles")


@bp.get("/<username>")
def get_profile(username):
    user = g.container.user_repository.find_by_username(username)
    if user is None:
        return jsonify(errors={"profile": ["not found"]}), 404
    me = getattr(g, "current_user", None)
    following = bool(me) and g.container.user_repository.is_following(me.id, user.id)
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image,
                            "following": following})
