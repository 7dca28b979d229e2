from flask import request
from flask_jwt_extended import current_user, jwt_required

from ..services.article_service import ArticleService
from . import api
from .serializers import article_json

articles = ArticleService()


@api.get("/articles")
@jwt_required(optional=True)
def list_articles():
    rows, count = articles.list(
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        favorited=request.args.get("favorited"),
        limit=int(request.args.get("limit", 20)),
        offset=int(request.args.get("offset", 0)),
    )
    return {"articles": [article_json(a, current_user) for a in rows], "articlesCount": count}


@api.post("/articles")
@jwt_required()
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    article = articles.create(current_user, data.get("title"), data.get("description"),
                              data.get("body"), data.get("tagList") or [])
    return {"article": article_json(article, current_user)}, 201


@api.get("/articles/<slug>")
@jwt_required(optional=True)
def get_article(slug):
    return {"article": article_json(articles.get(slug), current_user)}


@api.get("/tags")
def tags():
    return {"tags": articles.tags()}
