from flask import g, jsonify, request

from conduit.api import api_bp
from conduit.services.articles import ArticleService, Forbidden

service = ArticleService()


def _dump(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body}


@api_bp.get("/articles/<slug>")
def get_article():
    return jsonify(article=_dump(g.article))


@api_bp.put("/articles/<slug>")
def update_article():
    user_id = int(request.headers.get("X-User", 0))
    try:
        article = service.update(g.article, user_id, request.get_json()["article"])
    except Forbidden:
        return jsonify(errors={"body": ["forbidden"]}), 403
    return jsonify(article=_dump(article))


@api_bp.delete("/articles/<slug>")
def delete_article():
    service.delete(g.article, int(request.headers.get("X-User", 0)))
    return "", 204
