from flask import Blueprint, jsonify, request

from app.db import db
from app.models import Article, User
from app.services import article_service

bp = Blueprint("articles", __name__)


@bp.get("/health-check")
def health():
    return jsonify(status="ok")


@bp.get("/articles")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    stmt = db.select(Article).order_by(Article.created_at.desc())
    if author := request.args.get("author"):
        stmt = stmt.join(Article.author).where(User.username == author)
    page = db.paginate(stmt, page=offset // max(limit, 1) + 1, per_page=limit, error_out=False)
    return jsonify(
        articles=[article_service.serialize(a) for a in page.items],
        articlesCount=page.total,
    )


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        article = article_service.get_article(slug)
    except article_service.ArticleNotFound:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article=article_service.serialize(article))
