from flask import Blueprint, jsonify

from conduit.db import db
from conduit.models import Article

api = Blueprint("api", __name__)


@api.get("/health-check")
def health():
    return jsonify(status="up")


@api.get("/articles/<slug>")
def get_article(slug):
    article = db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()
    if article is None:
        return jsonify(errors={"body": ["not found"]}), 404
    return jsonify(article={"slug": article.slug, "title": article.title})
