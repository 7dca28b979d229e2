from flask import Blueprint, jsonify, request
from conduit.db import get_db

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/health-check")
def health():
    return jsonify(status="ok")


@bp.get("/tags")
def tags():
    rows = get_db().execute("SELECT DISTINCT name FROM tags ORDER BY name").fetchall()
    return jsonify(tags=[r["name"] for r in rows])


@bp.get("/articles")
def articles():
    limit = request.args.get("limit", 20, type=int)
    rows = get_db().execute("SELECT * FROM articles ORDER BY created_at DESC LIMIT ?", (limit,)).fetchall()
    return jsonify(articles=[dict(r) for r in rows], articlesCount=len(rows))
