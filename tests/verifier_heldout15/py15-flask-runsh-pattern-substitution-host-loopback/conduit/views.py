from flask import Blueprint, abort, jsonify, request
from sqlalchemy import select

from conduit.db import db
from conduit.models import Article, Comment, User

api = Blueprint("api", __name__)


@api.get("/health-check")
def health_check():
    return {"status": "ok"}


@api.get("/articles/<slug>/comments")
def list_comments(slug):
    article = db.session.scalar(select(Article).where(Article.slug == slug)) or abort(404)
    return jsonify({"comments": [
        {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
         "author": {"username": c.author.username, "bio": c.author.bio, "image": c.author.image,
                    "following": False}}
        for c in article.comments
    ]})


@api.delete("/articles/<slug>/comments/<int:comment_id>")
def delete_comment(slug, comment_id):
    comment = db.session.get(Comment, comment_id) or abort(404)
    db.session.delete(comment)
    db.session.commit()
    return jsonify({})


@api.get("/profiles/<username>")
def profile(username):
    user = db.session.scalar(select(User).where(User.username == username)) or abort(404)
    return jsonify({"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                                "following": bool(request.headers.get("Authorization")) and False}})
