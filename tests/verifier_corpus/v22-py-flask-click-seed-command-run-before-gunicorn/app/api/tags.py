from flask import Blueprint, jsonify

from app.services.tags import TagService

bp = Blueprint("tags", __name__, url_prefix="/api")
service = TagService()


@bp.get("/tags")
def list_tags():
    return jsonify({"tags": service.list_tags()})
