from flask import Blueprint, jsonify

from conduit.db import connection

bp = Blueprint("tags", __name__, url_prefix="/api")


@bp.get("/tags")
def list_tags():
    # most used tags first
    rows = connection.execute(
        "SELECT t.name FROM tags t LEFT JOIN article_tags at ON at.tag_id = t.id "
        "GROUP BY t.id ORDER BY COUNT(at.article_id) DESC, t.name"
    ).fetchall()
    return jsonify(tags=[name for (name,) in rows])
