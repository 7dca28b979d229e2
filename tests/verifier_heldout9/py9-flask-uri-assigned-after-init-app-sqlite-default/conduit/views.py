from flask import Blueprint, jsonify, request

from conduit.extensions import db
from conduit.models import Comment, User

api = Blueprint("api", __name__)


@api.get("/health-check")
def health_check():
    return jsonify(status="ok")


@api.get("/articles/<slug>/comments")
def list_comments(slug):
    comments = db.session.scalars(
        db.select(Comment).where(Comment.article_slug == slug).order_by(Comment.created_at.desc()))
    return jsonify(comments=[{"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
                              "updatedAt": c.created_at.isoformat(),
                              "author": {"username": c.author.username, "bio": c.author.bio,
                                         "image": c.author.image, "following": False}}
                             for c in comments])


@api.post("/articles/<slug>/comments")
def add_comment(slug):
    user = db.session.get(User, request.headers.get("X-User-Id", type=int))
    if user is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    body = ((request.get_json(silent=True) or {}).get("comment") or {}).get("body")
    comment = Comment(article_slug=slug, author=user, body=body)
    db.session.add(comment)
    db.session.commit()
    return jsonify(comment={"id": comment.id, "body": comment.body}), 201
