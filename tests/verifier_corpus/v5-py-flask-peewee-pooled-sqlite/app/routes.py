from flask import Blueprint, jsonify, request

from app.models import Article, User

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.post("/users")
def register():
    data = request.get_json()["user"]
    user = User.create(username=data["username"], email=data["email"], password=data["password"])
    return jsonify({"user": {"username": user.username, "email": user.email, "bio": user.bio}}), 201


@bp.get("/articles")
def articles():
    rows = list(Article.select().join(User))
    return jsonify({"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)})
