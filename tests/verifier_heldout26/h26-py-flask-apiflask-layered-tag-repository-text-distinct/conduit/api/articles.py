from apiflask import APIBlueprint, abort
from flask import request

from conduit.services.article_service import ArticleNotFound, ArticleService

bp = APIBlueprint("articles", __name__)
articles = ArticleService()


def _dump(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image},
    }


@bp.get("/articles")
def list_articles():
    items, total = articles.list(request.args.get("tag"), int(request.args.get("limit", 20)), int(request.args.get("offset", 0)))
    return {"articles": [_dump(a) for a in items], "articlesCount": total}


@bp.get("/articles/<slug>")
def get_article(slug: str):
    try:
        return {"article": _dump(articles.get(slug))}
    except ArticleNotFound:
        abort(404)
