from flask import Blueprint, request

from conduit.routes.auth import current_user, login_required
from conduit.services.article_service import ArticleService
from conduit.services.errors import Invalid, NotFound

bp = Blueprint("articles", __name__)
service = ArticleService()


def to_json(article, user=None):
    return {
        "slug": article.slug, "title": article.title,
        "description": article.description, "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
        "favorited": bool(user and user in article.favorited_by),
        "favoritesCount": len(article.favorited_by),
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@bp.get("/articles")
def list_articles():
    items, count = service.list(
        tag=request.args.get("tag"), author=request.args.get("author"),
        limit=int(request.args.get("limit", 20)), offset=int(request.args.get("offset", 0)),
    )
    return {"articles": [to_json(a, current_user()) for a in items], "articlesCount": count}


@bp.post("/articles")
@login_required
def create_article():
    try:
        article = service.create(current_user(), request.get_json()["article"])
    except Invalid as exc:
        return {"errors": exc.errors}, 422
    return {"article": to_json(article, current_user())}, 201


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return {"article": to_json(service.get(slug), current_user())}
    except NotFound:
        return {"errors": {"article": ["not found"]}}, 404


@bp.get("/tags")
def tags():
    return {"tags": service.tags()}
