from flask import Blueprint, current_app, jsonify

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    tags = current_app.extensions["managers"]["tags"].list()
    return jsonify(tags=tags)
