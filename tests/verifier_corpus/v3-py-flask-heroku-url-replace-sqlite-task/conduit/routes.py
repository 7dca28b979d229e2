from flask import Blueprint, abort, jsonify

from conduit import db
from conduit.models import User

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/profiles/<username>")
def profile(username):
    user = db.session.scalar(db.select(User).where(User.username == username))
    if user is None:
        abort(404)
    return jsonify({"profile": {"username": user.username, "following": False}})
