from flask import Blueprint, jsonify, request

from conduit.services import favorite_service

bp = Blueprint("articles", __name__, url_prefix="/api/articles")


def _user_id() -> int:
    return int(request.headers["Authorization"].removeprefix("Token ").split(".")[0])


@bp.post("/<slug>/favorite")
def favorite(slug: str):
    try:
        return jsonify(article=favorite_service.favorite(slug, _user_id()))
    except favorite_service.NotFound:
        return jsonify(errors={"article": ["not found"]}), 404


@bp.delete("/<slug>/favorite")
def unfavorite(slug: str):
    try:
        return jsonify(article=favorite_service.unfavorite(slug, _user_id()))
    except favorite_service.NotFound:
        return jsonify(errors={"article": ["not found"]}), 404
