from flask import Blueprint, jsonify, request

from app.services.article_service import ArticleNotFound, ArticleService

bp = Blueprint("articles", __name__)
service = ArticleService()


@bp.get("/articles")
def list_articles():
    result = service.list(
        request.args.get("tag"),
        request.args.get("author"),
        int(request.args.get("limit", 20)),
        int(request.args.get("offset", 0)),
    )
    return jsonify(result)


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return jsonify(article=service.get(slug))
    except ArticleNotFound:
        return jsonify(errors={"article": ["not found"]}), 404
