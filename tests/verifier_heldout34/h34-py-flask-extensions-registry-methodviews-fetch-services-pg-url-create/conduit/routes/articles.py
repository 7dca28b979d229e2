from flask import current_app, jsonify
from flask.views import MethodView

from ..services.article_service import ArticleNotFound


def services():
    return current_app.extensions["conduit.services"]


class ArticleView(MethodView):
    def get(self, slug):
        try:
            a = services().articles.get(slug)
        except ArticleNotFound:
            return jsonify(errors={"article": ["not found"]}), 404
        return jsonify(article={"slug": a.slug, "title": a.title, "body": a.body})
