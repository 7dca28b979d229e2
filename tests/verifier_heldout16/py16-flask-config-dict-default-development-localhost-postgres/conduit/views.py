from flask import Blueprint, jsonify

from .database import db
from .models import Comment, User

api = Blueprint("api", __name__)


@api.get("/health-check")
def health():
    return jsonify(status="up")


@api.get("/profiles/<username>")
def profile(username):
    user = db.session.execute(db.select(User).filter_by(username=username)).scalar_one_or_none()
    if user is None:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image,
                            "following": False})


@api.get("/articles/<int:article_id>/comments")
def comments(article_id):
    rows = db.session.execute(db.select(Comment).filter_by(article_id=article_id)).scalars()
    return jsonify(comments=[{"id": c.id, "body": c.body} for c in rows])
