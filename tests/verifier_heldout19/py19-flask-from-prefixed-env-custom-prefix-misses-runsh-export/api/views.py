from flask import Blueprint, jsonify
from api.database import db
from api.models import Comment

bp = Blueprint("api", __name__)


@bp.get("/health-check")
def health():
    return jsonify(ok=True)


@bp.get("/articles/<slug>/comments")
def comments(slug):
    rows = db.session.scalars(db.select(Comment).where(Comment.article_slug == slug).order_by(Comment.id)).all()
    return jsonify(comments=[{"id": c.id, "body": c.body, "author": {"username": c.author.username}} for c in rows])
