from flask import abort, jsonify, request
from peewee import fn

from app import app
from models import Article, Favorite, Tag, User


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.get("/api/tags")
def tags():
    return jsonify(tags=[t.name for t in Tag.select().order_by(Tag.name)])


@app.get("/api/articles")
def list_articles():
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    query = Article.select().join(User).order_by(Article.created_at.desc())
    if "author" in request.args:
        query = query.where(User.username == request.args["author"])
    total = query.count()
    return jsonify(articles=[_article(a) for a in query.limit(limit).offset(offset)], articlesCount=total)


@app.get("/api/articles/<slug>")
def get_article(slug):
    article = Article.get_or_none(Article.slug == slug)
    if article is None:
        abort(404)
    return jsonify(article=_article(article))


def _article(article: Article) -> dict:
    count = Favorite.select(fn.COUNT(Favorite.id)).where(Favorite.article == article).scalar()
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t for t in article.tag_list.split(",") if t],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favoritesCount": count,
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image},
    }
