from flask import Blueprint, abort, jsonify

from conduit.models import Tag, User, db

api = Blueprint("api", __name__)


@api.get("/tags")
def tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return jsonify(tags=names)


@api.get("/profiles/<username>")
def profile(username):
    user = db.session.scalar(db.select(User).where(User.username == username))
    if user is None:
        abort(404)
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image,
                            "following": False})
