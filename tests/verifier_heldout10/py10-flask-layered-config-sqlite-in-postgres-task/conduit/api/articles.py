from flask import Blueprint, jsonify, request

from conduit.services.article_service import article_service

bp = Blueprint("articles", __name__)


@bp.get("/articles")
def list_articles():
    rows = article_service.page(request.args.get("limit", 20, type=int), request.args.get("offset", 0, type=int))
    return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in rows], articlesCount=len(rows))


@bp.post("/articles")
def create_article():
    data = request.get_json()["article"]
    a = article_service.create(data["title"], data.get("description", ""), data["body"])
    return jsonify(article={"slug": a.slug, "title": a.title}), 201
