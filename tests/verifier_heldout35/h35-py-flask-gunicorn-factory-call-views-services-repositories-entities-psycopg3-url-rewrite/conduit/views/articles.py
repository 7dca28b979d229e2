from flask import Blueprint, request

from conduit.services.article_service import ArticleNotFound, ArticleService

articles_bp = Blueprint("articles", __name__)
service = ArticleService()


def _article_json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(),
            "author": {"username": a.author.username, "bio": a.author.bio,
                       "image": a.author.image, "following": False}}


@articles_bp.get("/articles")
def list_articles():
    items, count = service.list(tag=request.args.get("tag"), author=request.args.get("author"),
                                limit=int(request.args.get("limit", 20)),
                                offset=int(request.args.get("offset", 0)))
    return {"articles": [_article_json(a) for a in items], "articlesCount": count}


@articles_bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return {"article": _article_json(service.get(slug))}
    except ArticleNotFound:
        return {"errors": {"article": ["not found"]}}, 404


@articles_bp.get("/tags")
def tags():
    return {"tags": service.tags()}
