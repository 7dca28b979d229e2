from flask import Blueprint, jsonify

from conduit.db import db
from conduit.models import User

bp = Blueprint("api", __name__)


@bp.get("/health-check")
def health():
    return jsonify(status="ok")


@bp.get("/profiles/<username>")
def profile(username):
    user = db.one_or_404(db.select(User).filter_by(username=username))
    return jsonify(profile={"username": user.username, "bio": user.bio,
                            "image": user.image, "following": False})
