from flask import Blueprint, abort, request

from conduit.services import article_service

bp = Blueprint("articles", __name__)


def _json(article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [], "author": {"username": article.author.username}}


@bp.get("/articles")
def list_articles():
    items, total = article_service.feed(int(request.args.get("limit", 20)), int(request.args.get("offset", 0)))
    return {"articles": [_json(a) for a in items], "articlesCount": total}


@bp.get("/articles/<slug>")
def get_article(slug: str):
    try:
        return {"article": _json(article_service.get(slug))}
    except article_service.ArticleNotFound:
        abort(404)
