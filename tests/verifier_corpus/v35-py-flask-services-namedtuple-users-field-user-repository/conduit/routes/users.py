from flask import Blueprint, current_app, jsonify

bp = Blueprint("users", __name__)


@bp.get("/users/<username>")
def lookup_user(username):
    services = current_app.extensions["services"]
    user = services.users.find_by_username(username)
    if user is None:
        return jsonify(errors={"body": ["user not found"]}), 404
    return jsonify(user={"username": user.username, "email": user.email, "bio": user.bio, "image": user.image})
