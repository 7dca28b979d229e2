from flask import Flask, jsonify, request
from flask.views import MethodView

from conduit.domain.services.article_service import ArticleService
from conduit.persistence.models import Article, Comment
from conduit.web.views.auth import require_user


def _author(user) -> dict:
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}


def article_json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0, "author": _author(a.author)}


def comment_json(c: Comment) -> dict:
    ts = c.created_at.isoformat()
    return {"id": c.id, "body": c.body, "createdAt": ts, "updatedAt": ts, "author": _author(c.author)}


class ArticleListView(MethodView):
    def get(self):
        limit = request.args.get("limit", 20, type=int)
        offset = request.args.get("offset", 0, type=int)
        rows, total = ArticleService().list(request.args.get("author"), limit, offset)
        return jsonify(articles=[article_json(a) for a in rows], articlesCount=total)

    def post(self):
        user = require_user()
        article = ArticleService().create(user, request.get_json()["article"])
        return jsonify(article=article_json(article)), 201


class ArticleView(MethodView):
    def get(self, slug: str):
        return jsonify(article=article_json(ArticleService().get(slug)))

    def delete(self, slug: str):
        ArticleService().delete(require_user(), slug)
        return "", 204


class CommentListView(MethodView):
    def get(self, slug: str):
        return jsonify(comments=[comment_json(c) for c in ArticleService().comments(slug)])

    def post(self, slug: str):
        body = request.get_json()["comment"]["body"]
        return jsonify(comment=comment_json(ArticleService().comment(require_user(), slug, body))), 201


def register(app: Flask) -> None:
    app.add_url_rule("/api/articles", view_func=ArticleListView.as_view("articles"))
    app.add_url_rule("/api/articles/<slug>", view_func=ArticleView.as_view("article"))
    app.add_url_rule("/api/articles/<slug>/comments", view_func=CommentListView.as_view("comments"))
