from flask import Blueprint, jsonify

from . import repository

bp = Blueprint("api", __name__)


@bp.get("/tags")
def tags():
    return jsonify(tags=repository.popular_tags())


@bp.get("/articles/<slug>")
def article(slug):
    a = repository.article_by_slug(slug)
    if a is None:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article={"slug": a.slug, "title": a.title, "body": a.body,
                            "tagList": [t.name for t in a.tags]})
