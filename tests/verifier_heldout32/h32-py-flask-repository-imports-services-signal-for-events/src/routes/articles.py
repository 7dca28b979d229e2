from flask import Blueprint, jsonify, request

from src.services import article_service

bp = Blueprint("articles", __name__, url_prefix="/api")


@bp.get("/health-check")
def health():
    return jsonify(status="ok")


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        a = article_service.get(slug)
    except article_service.NotFound:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article={"slug": a.slug, "title": a.title, "body": a.body})


@bp.post("/articles")
def create_article():
    data = request.get_json()["article"]
    a = article_service.create(data["title"], data["body"])
    return jsonify(article={"slug": a.slug, "title": a.title, "body": a.body}), 201
