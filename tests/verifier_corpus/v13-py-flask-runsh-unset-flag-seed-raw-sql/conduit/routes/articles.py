from flask import Blueprint, abort, jsonify, request

from conduit.services import articles as article_service

bp = Blueprint("articles", __name__, url_prefix="/api/articles")


def _render(article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
            "tagList": article.tag_list, "createdAt": article.created_at.isoformat()}


@bp.get("")
def list_articles():
    page = article_service.list_articles(request.args.get("limit", 20, type=int),
                                         request.args.get("offset", 0, type=int))
    return jsonify(articles=[_render(a) for a in page.items], articlesCount=page.total)


@bp.get("/<slug>")
def get_article(slug: str):
    return jsonify(article=_render(article_service.get_article(slug)))


@bp.post("")
def create_article():
    if not request.headers.get("Authorization", "").startswith("Token "):
        abort(401)
    author_id = int(request.headers["Authorization"].removeprefix("Token ").split(".")[0])
    data = request.get_json()["article"]
    article = article_service.create_article(author_id, data["title"], data["description"], data["body"],
                                             data.get("tagList", []))
    return jsonify(article=_render(article)), 201
