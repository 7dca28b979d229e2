from flask import Blueprint, jsonify

from .models import Article, db

api = Blueprint("api", __name__)


@api.get("/articles/<slug>")
def get_article(slug):
    article = db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()
    if article is None:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article={"slug": article.slug, "title": article.title, "body": article.body})


@api.get("/articles")
def list_articles():
    rows = db.session.scalars(db.select(Article).order_by(Article.id.desc()).limit(20)).all()
    return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in rows],
                   articlesCount=len(rows))
