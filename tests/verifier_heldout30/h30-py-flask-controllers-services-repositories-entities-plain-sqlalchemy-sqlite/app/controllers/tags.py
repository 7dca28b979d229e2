from flask import Blueprint, jsonify

from app.controllers import services

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    return jsonify({"tags": services()["articles"].tags()})
