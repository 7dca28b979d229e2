from flask import g, request
from flask_restx import Namespace, Resource

from ..services import article_service
from .security import authenticated

ns = Namespace("articles")


def render(a):
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
        "favorited": False, "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@ns.route("")
class ArticleList(Resource):
    @authenticated(optional=True)
    def get(self):
        rows, count = article_service.feed_page(
            tag=request.args.get("tag"), author=request.args.get("author"),
            limit=request.args.get("limit", 20, type=int), offset=request.args.get("offset", 0, type=int),
        )
        return {"articles": [render(a) for a in rows], "articlesCount": count}

    @authenticated()
    def post(self):
        data = (request.get_json(silent=True) or {}).get("article") or {}
        article = article_service.create(
            g.user, data.get("title"), data.get("description"), data.get("body"), data.get("tagList")
        )
        return {"article": render(article)}, 201


@ns.route("/<string:slug>")
class ArticleItem(Resource):
    def get(self, slug):
        return {"article": render(article_service.get(slug))}

    @authenticated()
    def delete(self, slug):
        article_service.delete(g.user, slug)
        return "", 204
