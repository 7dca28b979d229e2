from flask import Blueprint, request
from flask_jwt_extended import get_jwt_identity, jwt_required

from conduit.services import articles as article_service
from conduit.services import users as user_service

bp = Blueprint("articles", __name__)


def article_payload(article, viewer=None) -> dict:
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
        "favorited": viewer in article.favorited_by if viewer else False,
        "favoritesCount": len(article.favorited_by),
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@bp.get("/articles")
def list_articles():
    articles, total = article_service.listing(
        request.args.get("tag"), request.args.get("author"),
        int(request.args.get("limit", 20)), int(request.args.get("offset", 0)))
    return {"articles": [article_payload(a) for a in articles], "articlesCount": total}


@bp.post("/articles")
@jwt_required()
def create_article():
    me = user_service.current(int(get_jwt_identity()))
    data = request.get_json()["article"]
    article = article_service.create(me, data["title"], data["description"], data["body"],
                                     data.get("tagList", []))
    return {"article": article_payload(article, me)}, 201


@bp.get("/articles/<slug>")
def get_article(slug: str):
    return {"article": article_payload(article_service.get(slug))}


@bp.delete("/articles/<slug>")
@jwt_required()
def delete_article(slug: str):
    article_service.delete(user_service.current(int(get_jwt_identity())), slug)
    return "", 204


@bp.post("/articles/<slug>/favorite")
@jwt_required()
def favorite(slug: str):
    me = user_service.current(int(get_jwt_identity()))
    return {"article": article_payload(article_service.favorite(me, slug), me)}


@bp.get("/tags")
def tags():
    return {"tags": article_service.tags()}
