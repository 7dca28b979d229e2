from flask import Blueprint, jsonify
from flask_jwt_extended import get_jwt_identity, jwt_required

from app import db
from app.models import User

bp = Blueprint("api", __name__)


@bp.get("/health-check")
def health_check():
    return jsonify(status="ok")


@bp.get("/profiles/<username>")
@jwt_required(optional=True)
def get_profile(username):
    user = db.session.execute(db.select(User).filter_by(username=username)).scalar_one_or_none()
    if user is None:
        return jsonify(errors={"body": ["profile not found"]}), 404
    me_id = get_jwt_identity()
    following = False
    if me_id:
        me = db.session.get(User, int(me_id))
        following = me is not None and me.following.filter(User.id == user.id).count() > 0
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image,
                            "following": following})


@bp.post("/profiles/<username>/follow")
@jwt_required()
def follow(username):
    me = db.session.get(User, int(get_jwt_identity()))
    user = db.first_or_404(db.select(User).filter_by(username=username))
    if not me.following.filter(User.id == user.id).count():
        me.following.append(user)
        db.session.commit()
    return jsonify(profile={"username": user.username, "following": True})
