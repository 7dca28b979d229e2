from flask import Blueprint, jsonify

from ..services.tag_service import TagService

bp = Blueprint("tags", __name__)
tags = TagService()


@bp.get("/health-check")
def health_check():
    return jsonify({"status": "ok"})


@bp.get("/tags")
def list_tags():
    return jsonify({"tags": tags.list_tags()})
