from flask import Blueprint, jsonify, request

from ..services.article_service import ArticleService
from .auth import token_auth

bp = Blueprint("articles", __name__)
service = ArticleService()


def _article(a):
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat() + "Z",
        "updatedAt": a.updated_at.isoformat() + "Z",
        "favorited": False,
        "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@bp.get("/articles")
@token_auth.login_required(optional=True)
def list_articles():
    rows, total = service.list(
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        limit=request.args.get("limit", 20, type=int),
        offset=request.args.get("offset", 0, type=int),
    )
    return jsonify(articles=[_article(a) for a in rows], articlesCount=total)


@bp.post("/articles")
@token_auth.login_required
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    article = service.create(token_auth.current_user(), data)
    return jsonify(article=_article(article)), 201


@bp.get("/articles/<slug>")
def get_article(slug):
    return jsonify(article=_article(service.get(slug)))


@bp.get("/tags")
def tags():
    return jsonify(tags=service.tag_names())
