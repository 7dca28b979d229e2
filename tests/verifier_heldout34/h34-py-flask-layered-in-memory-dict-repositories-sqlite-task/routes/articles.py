from flask import Blueprint, jsonify, request

from services import article_service

articles_bp = Blueprint("articles", __name__)


@articles_bp.get("/articles")
def list_articles():
    items, count = article_service.list_all(request.args.get("limit", 20, type=int),
                                            request.args.get("offset", 0, type=int))
    return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in items], articlesCount=count)


@articles_bp.post("/articles")
def create_article():
    body = request.get_json()["article"]
    a = article_service.create(1, body["title"], body["description"], body["body"],
                               body.get("tagList", []))
    return jsonify(article={"slug": a.slug, "title": a.title, "tagList": a.tag_list}), 201
