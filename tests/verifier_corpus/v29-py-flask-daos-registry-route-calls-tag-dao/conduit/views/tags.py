from flask import Blueprint, current_app, jsonify

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    rows = current_app.extensions["daos"]["tags"].list_all()
    return jsonify(tags=[row.name for row in rows])
