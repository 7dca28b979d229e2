from flask import Blueprint, jsonify

from conduit.services import tag_service

bp = Blueprint("tags", __name__, url_prefix="/api")


@bp.get("/tags")
def list_tags():
    return jsonify(tags=tag_service.tag_names())
