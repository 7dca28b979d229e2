from flask import Blueprint, jsonify

from ..services.tag_service import TagService

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    return jsonify(tags=TagService().popular())
