from flask import Blueprint, jsonify

from blog.database import db
from blog.models import Article, Comment

bp = Blueprint("api", __name__)


@bp.get("/health-check")
def health():
    return jsonify(ok=True)


@bp.get("/articles/<slug>/comments")
def comments(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    rows = db.session.scalars(db.select(Comment).filter_by(article_id=article.id).order_by(Comment.id)).all()
    return jsonify(comments=[{"id": c.id, "body": c.body} for c in rows])
