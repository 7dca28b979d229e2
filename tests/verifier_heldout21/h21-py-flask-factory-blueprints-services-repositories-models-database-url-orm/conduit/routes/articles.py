from flask import Blueprint, jsonify, request

from conduit.services.article_service import ArticleService, NotFound

bp = Blueprint("articles", __name__)
service = ArticleService()


def _dump(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat()}


@bp.get("/articles")
def list_articles():
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    articles, total = service.list(request.args.get("tag"), limit, offset)
    return jsonify(articles=[_dump(a) for a in articles], articlesCount=total)


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return jsonify(article=_dump(service.get(slug)))
    except NotFound:
        return jsonify(errors={"body": ["article not found"]}), 404


@bp.get("/tags")
def tags():
    return jsonify(tags=service.tags())
