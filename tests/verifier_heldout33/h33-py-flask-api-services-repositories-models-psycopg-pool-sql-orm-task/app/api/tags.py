from flask import Blueprint, current_app, jsonify

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    service = current_app.extensions["services"]["tags"]
    return jsonify({"tags": service.all_tags()})
