from flask import Blueprint, jsonify

from ..repositories.tag_repository import TagRepository

tags_bp = Blueprint("tags", __name__)


@tags_bp.get("/tags")
def get_tags():
    # Listing tags has no business rule, so the route reads them straight from the repository.
    return jsonify(tags=TagRepository().all_names())
