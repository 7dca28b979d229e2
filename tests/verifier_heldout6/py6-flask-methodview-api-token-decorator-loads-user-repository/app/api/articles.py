from flask import g, jsonify, request
from flask.views import MethodView

from app.api.decorators import token_auth
from app.services.article_service import ArticleService

service = ArticleService()


def render(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


class ArticleListAPI(MethodView):
    @token_auth(optional=True)
    def get(self):
        rows, total = service.page(author=request.args.get("author"),
                                   limit=request.args.get("limit", 20, type=int),
                                   offset=request.args.get("offset", 0, type=int))
        return jsonify(articles=[render(a) for a in rows], articlesCount=total)

    @token_auth()
    def post(self):
        data = request.json.get("article", {})
        article = service.create(g.user, data["title"], data["description"], data["body"])
        return jsonify(article=render(article)), 201


class ArticleAPI(MethodView):
    def get(self, slug):
        article = service.get(slug)
        if article is None:
            return jsonify(errors={"article": ["not found"]}), 404
        return jsonify(article=render(article))

    @token_auth()
    def delete(self, slug):
        try:
            found = service.delete(g.user, slug)
        except PermissionError:
            return jsonify(errors={"article": ["forbidden"]}), 403
        return ("", 204) if found else (jsonify(errors={"article": ["not found"]}), 404)
