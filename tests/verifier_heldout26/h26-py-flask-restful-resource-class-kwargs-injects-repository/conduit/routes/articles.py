from flask import request
from flask_restful import Resource

from conduit.services.article_service import NotFound


def _article_json(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image},
    }


class ArticleList(Resource):
    def __init__(self, articles, users):
        self.articles = articles
        self.users = users

    def get(self):
        limit = int(request.args.get("limit", 20))
        offset = int(request.args.get("offset", 0))
        items = [_article_json(a) for a in self.articles.list(limit, offset)]
        return {"articles": items, "articlesCount": len(items)}

    def post(self):
        token = request.headers.get("Authorization", "").removeprefix("Token ")
        author_id = self.users.user_id_from_token(token)
        article = self.articles.create(author_id, request.get_json()["article"])
        return {"article": _article_json(article)}, 201


class ArticleItem(Resource):
    def __init__(self, articles, users):
        self.articles = articles
        self.users = users

    def get(self, slug):
        try:
            return {"article": _article_json(self.articles.get(slug))}
        except NotFound:
            return {"errors": {"article": ["not found"]}}, 404
