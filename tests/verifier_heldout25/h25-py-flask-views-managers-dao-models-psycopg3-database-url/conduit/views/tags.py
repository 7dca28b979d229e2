from flask import Blueprint, jsonify

from ._auth import managers

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    return jsonify(tags=managers()["tags"].list())
