from flask import Blueprint, jsonify, request

from .db import get_connection

api = Blueprint("api", __name__)


@api.get("/tags")
def tags():
    rows = get_connection().execute("SELECT name FROM tags ORDER BY name").fetchall()
    return jsonify(tags=[r["name"] for r in rows])


@api.get("/articles")
def articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    conn = get_connection()
    total = conn.execute("SELECT COUNT(*) FROM articles").fetchone()[0]
    rows = conn.execute(
        "SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id "
        "ORDER BY a.created_at DESC LIMIT ? OFFSET ?",
        (limit, offset),
    ).fetchall()
    return jsonify(
        articles=[
            {
                "slug": r["slug"],
                "title": r["title"],
                "description": r["description"],
                "tagList": [],
                "createdAt": r["created_at"],
                "updatedAt": r["updated_at"],
                "author": {"username": r["username"], "bio": r["bio"], "image": r["image"], "following": False},
                "favorited": False,
                "favoritesCount": 0,
            }
            for r in rows
        ],
        articlesCount=total,
    )
