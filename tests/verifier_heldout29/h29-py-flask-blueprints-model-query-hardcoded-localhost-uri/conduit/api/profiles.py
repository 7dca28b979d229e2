from flask import Blueprint, g, jsonify

from ..extensions import db
from ..models import User
from .auth import login_optional, login_required

profiles_bp = Blueprint("profiles", __name__)


@profiles_bp.get("/profiles/<username>")
@login_optional
def get_profile(username):
    user = User.query.filter_by(username=username).first_or_404()
    return jsonify({"profile": user.profile(g.user)})


@profiles_bp.post("/profiles/<username>/follow")
@login_required
def follow(username):
    user = User.query.filter_by(username=username).first_or_404()
    if g.user.following.filter_by(id=user.id).first() is None:
        g.user.following.append(user)
        db.session.commit()
    return jsonify({"profile": user.profile(g.user)})
