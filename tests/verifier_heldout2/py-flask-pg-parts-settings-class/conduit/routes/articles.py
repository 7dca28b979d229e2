from flask import Blueprint, abort

from conduit import services

bp = Blueprint("articles", __name__)


@bp.get("/articles/<slug>")
def get_article(slug):
    article = services.get_article(slug)
    if article is None:
        abort(404)
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
