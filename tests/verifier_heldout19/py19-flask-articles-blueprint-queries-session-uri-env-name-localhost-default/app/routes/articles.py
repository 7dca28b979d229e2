from flask import Blueprint, jsonify, request
from app.db import db
from app.models import Article, Favorite

articles_bp = Blueprint("articles", __name__)


@articles_bp.get("/articles")
def list_articles():
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    rows = db.session.scalars(db.select(Article).order_by(Article.id.desc()).limit(limit).offset(offset)).all()
    return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in rows], articlesCount=len(rows))


@articles_bp.post("/articles/<slug>/favorite")
def favorite(slug):
    article = db.session.scalar(db.select(Article).filter_by(slug=slug))
    db.session.add(Favorite(user_id=request.headers.get("X-User-Id", type=int), article_id=article.id))
    db.session.commit()
    return jsonify(article={"slug": article.slug})
