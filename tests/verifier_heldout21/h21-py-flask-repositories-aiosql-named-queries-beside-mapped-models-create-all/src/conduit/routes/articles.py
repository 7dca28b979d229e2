from flask import Blueprint, jsonify, request

from conduit.services.articles import ArticleService

bp = Blueprint("articles", __name__)
service = ArticleService()


@bp.post("/articles")
def create_article():
    article = service.create(request.get_json()["article"])
    return jsonify(article={"slug": article.slug, "title": article.title}), 201


@bp.get("/articles/<slug>")
def get_article(slug):
    article = service.get(slug)
    if article is None:
        return jsonify(errors={"body": ["not found"]}), 404
    return jsonify(article={"slug": article.slug, "title": article.title, "body": article.body})
