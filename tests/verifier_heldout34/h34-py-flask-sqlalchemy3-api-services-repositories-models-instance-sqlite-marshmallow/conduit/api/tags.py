from flask import Blueprint, jsonify

from ..services import tag_service

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def tags():
    return jsonify(tags=tag_service.popular_tags())
