from flask import Blueprint, jsonify, request

from ..container import container
from ..repositories.article_repository import ArticleRepository
from ..services.article_service import ArticleService

bp = Blueprint("articles", __name__)


def _json(a):
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": [],
        "createdAt": a.created_at.isoformat(),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
        "favorited": False,
        "favoritesCount": 0,
    }


@bp.get("/articles")
def list_articles():
    items, total = container.resolve(ArticleService).feed_page(
        request.args.get("limit", 20, type=int), request.args.get("offset", 0, type=int)
    )
    return jsonify(articles=[_json(a) for a in items], articlesCount=total)


@bp.get("/articles/<slug>")
def get_article(slug: str):
    # single-row lookup: no business rule, go straight to the store
    article = container.resolve(ArticleRepository).find_by_slug(slug)
    if article is None:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article=_json(article))
