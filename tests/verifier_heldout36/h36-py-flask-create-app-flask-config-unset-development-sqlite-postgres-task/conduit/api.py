from flask import Blueprint, jsonify

from conduit import db
from conduit.models import User

api = Blueprint("api", __name__)


@api.get("/profiles/<username>")
def profile(username):
    user = db.session.scalar(db.select(User).where(User.username == username))
    if user is None:
        return jsonify(errors={"body": ["not found"]}), 404
    return jsonify(profile={"username": user.username, "bio": "", "image": None, "following": False})
