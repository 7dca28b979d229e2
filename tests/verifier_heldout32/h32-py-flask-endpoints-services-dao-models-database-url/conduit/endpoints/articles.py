from flask import Blueprint, request

from conduit.services.article_service import ArticleService, NotFound

bp = Blueprint("articles", __name__)
service = ArticleService()


def _article_json(article):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favoritesCount": service.favorites_count(article),
        "favorited": False,
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@bp.get("/articles")
def list_articles():
    rows, count = service.list(
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        favorited=request.args.get("favorited"),
        limit=int(request.args.get("limit", 20)),
        offset=int(request.args.get("offset", 0)),
    )
    return {"articles": [_article_json(a) for a in rows], "articlesCount": count}


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return {"article": _article_json(service.get(slug))}
    except NotFound:
        return {"errors": {"article": ["not found"]}}, 404


@bp.get("/tags")
def tags():
    return {"tags": service.popular_tags()}
