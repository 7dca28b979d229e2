from flask import Blueprint, abort, jsonify, request

from .db import db
from .models import Comment, User

bp = Blueprint("api", __name__)


def _profile(user: User, viewer: User | None) -> dict:
    return {
        "username": user.username, "bio": user.bio, "image": user.image,
        "following": bool(viewer and user in viewer.following),
    }


@bp.get("/profiles/<username>")
def get_profile(username):
    user = db.session.execute(db.select(User).where(User.username == username)).scalar_one_or_none()
    if user is None:
        abort(404)
    return jsonify(profile=_profile(user, None))


@bp.get("/articles/<slug>/comments")
def list_comments(slug):
    comments = db.session.scalars(
        db.select(Comment).where(Comment.article_slug == slug).order_by(Comment.created_at.desc())
    ).all()
    return jsonify(comments=[
        {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
         "author": _profile(c.author, None)} for c in comments
    ])


@bp.delete("/articles/<slug>/comments/<int:comment_id>")
def delete_comment(slug, comment_id):
    comment = db.get_or_404(Comment, comment_id)
    db.session.delete(comment)
    db.session.commit()
    return "", 204
