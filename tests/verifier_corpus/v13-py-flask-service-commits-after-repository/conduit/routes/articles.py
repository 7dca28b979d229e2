from flask import Blueprint, jsonify, request

from conduit.routes import current_user_id
from conduit.services import Forbidden, NotFound, article_service

bp = Blueprint("articles", __name__, url_prefix="/api/articles")


def _render(article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
            "createdAt": article.created_at.isoformat()}


@bp.post("")
def create():
    user_id = current_user_id()
    if user_id is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    data = request.get_json()["article"]
    try:
        article = article_service.create_article(user_id, data["title"], data["description"], data["body"])
    except article_service.DuplicateSlug:
        return jsonify(errors={"title": ["has already been taken"]}), 422
    return jsonify(article=_render(article)), 201


@bp.get("/<slug>")
def show(slug: str):
    try:
        return jsonify(article=_render(article_service.get_article(slug)))
    except NotFound:
        return jsonify(errors={"article": ["not found"]}), 404


@bp.delete("/<slug>")
def delete(slug: str):
    user_id = current_user_id()
    if user_id is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    try:
        article_service.delete_article(user_id, slug)
    except NotFound:
        return jsonify(errors={"article": ["not found"]}), 404
    except Forbidden:
        return jsonify(errors={"article": ["forbidden"]}), 403
    return "", 204
