from flask import Blueprint, jsonify

from realworld.services.tags import tag_names

bp = Blueprint("tags", __name__, url_prefix="/api")


@bp.get("/tags")
def list_tags():
    return jsonify({"tags": tag_names()})
