from flask import Blueprint, jsonify

from conduit.repositories.tag_repository import TagRepository

tags_bp = Blueprint("tags", __name__)
tags = TagRepository()


@tags_bp.get("/tags")
def list_tags():
    return jsonify(tags=tags.popular())
