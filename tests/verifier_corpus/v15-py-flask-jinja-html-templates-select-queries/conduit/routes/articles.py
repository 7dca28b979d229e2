from flask import Blueprint, jsonify, request

from conduit.repositories import articles as repository

bp = Blueprint("articles", __name__, url_prefix="/api")


@bp.get("/articles")
def list_articles():
    articles, count = repository.list_articles(
        request.args.get("author"), int(request.args.get("limit", 20)), int(request.args.get("offset", 0))
    )
    return jsonify(
        articlesCount=count,
        articles=[
            {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
             "createdAt": a.created_at.isoformat(), "tagList": [], "favorited": False, "favoritesCount": 0,
             "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                        "following": False}}
            for a in articles
        ],
    )
