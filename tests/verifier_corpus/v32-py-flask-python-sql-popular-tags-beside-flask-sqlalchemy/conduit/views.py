from flask import Blueprint, jsonify

from conduit.models import Article
from conduit.queries import popular_tag_names

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/tags")
def tags():
    return jsonify(tags=popular_tag_names())


@bp.get("/articles/<slug>")
def article(slug: str):
    found = Article.query.filter_by(slug=slug).first_or_404()
    return jsonify(article={"slug": found.slug, "title": found.title, "tagList": [t.name for t in found.tags]})
