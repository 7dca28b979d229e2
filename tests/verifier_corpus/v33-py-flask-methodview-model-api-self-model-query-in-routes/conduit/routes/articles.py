from flask import abort, jsonify, request

from conduit.routes import bp
from conduit.services import article_service


@bp.get("/articles/<slug>")
def get_article(slug: str):
    article = article_service.get(slug) or abort(404)
    return jsonify(article=article.to_dict())


@bp.post("/articles")
def create_article():
    data = request.get_json()["article"]
    return jsonify(article=article_service.create(data["title"], data["body"]).to_dict()), 201


@bp.get("/health-check")
def health():
    return {"status": "ok"}
