import sqlite3

from flask import Blueprint, current_app, jsonify

bp = Blueprint("tags", __name__, url_prefix="/api")

POPULAR_TAGS = """
    SELECT t.name
    FROM tags t JOIN article_tags at ON at.tag_id = t.id
    GROUP BY t.id
    ORDER BY COUNT(*) DESC, t.name
    LIMIT 20
"""


@bp.get("/tags")
def list_tags():
    # Quicker than going through the ORM for a read-only aggregate.
    conn = sqlite3.connect(current_app.config["DB_FILE"])
    try:
        names = [row[0] for row in conn.execute(POPULAR_TAGS)]
    finally:
        conn.close()
    return jsonify(tags=names)


@bp.get("/health-check")
def health():
    return jsonify(status="ok")
