from flask import Blueprint, abort, request

from conduit.services.articles import ArticleNotFound, ArticleService

bp = Blueprint("articles", __name__)
service = ArticleService()


def serialize(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": sorted(t.name for t in article.tags),
        "createdAt": article.created_at.isoformat(),
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@bp.get("/articles")
def list_articles():
    args = request.args
    items, total = service.list_articles(args.get("tag"), args.get("author"), args.get("favorited"),
                                         args.get("limit", 20), args.get("offset", 0))
    return {"articles": [serialize(a) for a in items], "articlesCount": total}


@bp.get("/articles/<slug>")
def get_article(slug: str):
    try:
        return {"article": serialize(service.get(slug))}
    except ArticleNotFound:
        abort(404)
