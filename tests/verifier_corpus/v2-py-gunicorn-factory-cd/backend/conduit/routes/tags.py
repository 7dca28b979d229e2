from flask import Blueprint, jsonify

from conduit.services import tag_service

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    return jsonify({"tags": tag_service.popular_tags()})
