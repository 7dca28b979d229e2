from flask import Blueprint, jsonify, request

from conduit.services import article_service

bp = Blueprint("articles", __name__, url_prefix="/api")


def _dump(a):
    return {"slug": a.slug, "title": a.title, "body": a.body, "tagList": [t.name for t in a.tags]}


@bp.post("/articles")
def create_article():
    data = request.get_json()["article"]
    article = article_service.create(data["title"], data["body"], data.get("tagList", []))
    return jsonify(article=_dump(article)), 201


@bp.get("/articles/<slug>")
def get_article(slug):
    article = article_service.get(slug)
    if article is None:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article=_dump(article))
