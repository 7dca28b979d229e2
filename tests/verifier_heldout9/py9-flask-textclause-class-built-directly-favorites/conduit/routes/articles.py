from flask import Blueprint, jsonify, request

from conduit.services.favorite_service import FavoriteService, NotFound

bp = Blueprint("articles", __name__)
favorites = FavoriteService()


def _current_user_id() -> int | None:
    # The full app decodes the JWT here; this excerpt trusts a header set by the auth proxy.
    return request.headers.get("X-User-Id", type=int)


@bp.route("/articles/<slug>/favorite", methods=["POST", "DELETE"])
def favorite(slug):
    user_id = _current_user_id()
    if user_id is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    try:
        article = favorites.favorite(user_id, slug, on=request.method == "POST")
    except NotFound:
        return jsonify(errors={"body": ["article not found"]}), 404
    return jsonify(article=article)
