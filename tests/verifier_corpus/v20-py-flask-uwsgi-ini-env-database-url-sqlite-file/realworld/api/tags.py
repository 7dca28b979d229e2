from flask import Blueprint, jsonify

from realworld.services.tags import popular_tags

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    return jsonify({"tags": popular_tags()})
