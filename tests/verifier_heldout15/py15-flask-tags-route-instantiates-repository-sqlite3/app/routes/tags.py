from flask import Blueprint, jsonify

from app.repositories.tag_repository import TagRepository

tags_bp = Blueprint("tags", __name__)


@tags_bp.get("/tags")
def list_tags():
    # tags have no business rules, read them straight from the repository
    return jsonify({"tags": TagRepository().all_names()})
