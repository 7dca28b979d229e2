from flask import Blueprint, jsonify, request

from . import repository

api = Blueprint("api", __name__)


@api.get("/health-check")
def health():
    return jsonify(ok=True)


def _article(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@api.get("/articles")
def list_articles():
    items = repository.articles(request.args.get("limit", 20, int), request.args.get("offset", 0, int))
    return jsonify(articles=[_article(a) for a in items], articlesCount=len(items))


@api.get("/articles/feed")
def feed():
    user_id = request.headers.get("X-User-Id", type=int)  # set by the auth layer in the full app
    items, count = repository.feed(user_id, request.args.get("limit", 20, int), request.args.get("offset", 0, int))
    return jsonify(articles=[_article(a) for a in items], articlesCount=count)
