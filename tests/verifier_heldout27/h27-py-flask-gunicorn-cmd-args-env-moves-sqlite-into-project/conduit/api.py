from flask import Blueprint, jsonify

from .extensions import db
from .models import Comment

api = Blueprint("api", __name__)


@api.get("/articles/<slug>/comments")
def list_comments(slug: str):
    rows = db.session.scalars(
        db.select(Comment).where(Comment.article_slug == slug).order_by(Comment.created_at.desc())
    ).all()
    return jsonify(
        comments=[
            {
                "id": c.id,
                "body": c.body,
                "createdAt": c.created_at.isoformat(),
                "updatedAt": c.created_at.isoformat(),
                "author": {"username": c.author.username, "bio": c.author.bio, "image": c.author.image, "following": False},
            }
            for c in rows
        ]
    )
