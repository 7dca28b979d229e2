"""Popular tags. Uses a direct pg8000 connection: the ORM round-trip was too slow for this list."""
import os

import pg8000.native
from flask import Blueprint, jsonify

bp = Blueprint("tags", __name__)


def _connect():
    return pg8000.native.Connection(
        user=os.environ["PGUSER"],
        password=os.environ["PGPASSWORD"],
        host=os.environ["PGHOST"],
        port=int(os.environ["PGPORT"]),
        database=os.environ["PGDATABASE"],
    )


@bp.get("/tags")
def popular_tags():
    con = _connect()
    try:
        rows = con.run(
            "SELECT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id "
            "GROUP BY t.name ORDER BY COUNT(*) DESC, t.name LIMIT :n",
            n=20,
        )
    finally:
        con.close()
    return jsonify(tags=[r[0] for r in rows])
