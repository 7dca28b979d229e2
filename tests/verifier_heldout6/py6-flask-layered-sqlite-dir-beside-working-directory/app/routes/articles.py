from flask import Blueprint, jsonify, request

from app.services import articles as service
from app.services import users as user_service

bp = Blueprint("articles", __name__)


def render(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(), "favorited": False,
            "favoritesCount": 0, "author": {"username": a.author.username, "bio": a.author.bio,
                                            "image": a.author.image, "following": False}}


@bp.get("/articles")
def index():
    rows, total = service.page(author=request.args.get("author"), limit=request.args.get("limit", 20, type=int),
                               offset=request.args.get("offset", 0, type=int))
    return jsonify(articles=[render(a) for a in rows], articlesCount=total)


@bp.post("/articles")
def create():
    user = user_service.from_token(request.headers.get("Authorization", "").removeprefix("Token "))
    if user is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    return jsonify(article=render(service.publish(user, request.get_json()["article"]))), 201


@bp.get("/articles/<slug>")
def show(slug):
    article = service.find(slug)
    if article is None:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article=render(article))
