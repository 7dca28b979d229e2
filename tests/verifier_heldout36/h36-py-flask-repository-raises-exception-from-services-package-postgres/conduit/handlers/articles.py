from flask import Blueprint, jsonify, request

from conduit.services.article_service import ArticleService

bp = Blueprint("articles", __name__)
service = ArticleService()


@bp.get("/<slug>")
def get_article(slug):
    a = service.get(slug)
    return jsonify(article={"slug": a.slug, "title": a.title, "body": a.body})


@bp.delete("/<slug>")
def delete_article(slug):
    service.delete(slug, int(request.headers.get("X-User-Id", "0")))
    return "", 204
