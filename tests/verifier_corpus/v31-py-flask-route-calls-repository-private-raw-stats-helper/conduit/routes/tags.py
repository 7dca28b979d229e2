from flask import Blueprint, jsonify

from conduit.repositories.tag_repository import TagRepository

bp = Blueprint("tags", __name__, url_prefix="/api")
tags = TagRepository()


@bp.get("/tags")
def list_tags():
    return jsonify(tags=tags.names())


@bp.get("/tags/popular")
def popular_tags():
    # the repository's stats helper already does the grouping
    return jsonify(tags=[name for name, _count in tags._raw_stats()])
