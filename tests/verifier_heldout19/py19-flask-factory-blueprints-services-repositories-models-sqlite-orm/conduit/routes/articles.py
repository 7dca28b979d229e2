from flask import Blueprint, jsonify, request
from conduit.services.article_service import ArticleService, NotFound

bp = Blueprint("articles", __name__)
service = ArticleService()


def serialize(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat()}


@bp.get("/articles")
def list_articles():
    items = service.list_articles(limit=int(request.args.get("limit", 20)),
                                  offset=int(request.args.get("offset", 0)),
                                  tag=request.args.get("tag"))
    return jsonify(articles=[serialize(a) for a in items], articlesCount=len(items))


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return jsonify(article=serialize(service.get(slug)))
    except NotFound:
        return jsonify(errors={"body": ["article not found"]}), 404


@bp.get("/tags")
def tags():
    return jsonify(tags=service.tags())
