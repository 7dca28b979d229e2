from flask import Blueprint, jsonify

from conduit.services.tags import TagService

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    return jsonify(tags=TagService().list_tags())
