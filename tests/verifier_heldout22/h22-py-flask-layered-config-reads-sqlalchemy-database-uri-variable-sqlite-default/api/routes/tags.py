from flask import Blueprint, jsonify

from api.services.tag_service import TagService

tags_bp = Blueprint("tags", __name__)
service = TagService()


@tags_bp.get("/tags")
def list_tags():
    return jsonify(tags=service.list_tags())
