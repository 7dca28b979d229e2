from flask import Blueprint, jsonify

from conduit.models import Article, Tag

api = Blueprint("api", __name__)


@api.get("/tags")
def tags():
    return jsonify({"tags": [t.name for t in Tag.select(orderBy=Tag.q.name)]})


@api.get("/articles/<slug>")
def article(slug):
    a = Article.byslug(slug)
    return jsonify({"article": {"slug": a.slug, "title": a.title, "body": a.body,
                                "tagList": [t.name for t in a.tags]}})
