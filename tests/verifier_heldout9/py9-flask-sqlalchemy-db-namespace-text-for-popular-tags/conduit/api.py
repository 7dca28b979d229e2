from flask import Blueprint, jsonify

from conduit.db import db
from conduit.models import Article

api = Blueprint("api", __name__)

# Most used tags first, then alphabetical.
POPULAR_TAGS = db.text(
    "SELECT t.name FROM tags t "
    "LEFT JOIN article_tags at ON at.tag_id = t.id "
    "GROUP BY t.name ORDER BY COUNT(at.article_id) DESC, t.name"
)


@api.get("/health-check")
def health_check():
    return jsonify(status="ok")


@api.get("/tags")
def tags():
    return jsonify(tags=db.session.execute(POPULAR_TAGS).scalars().all())


@api.get("/articles/<slug>")
def article(slug):
    a = db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()
    if a is None:
        return jsonify(errors={"body": ["article not found"]}), 404
    return jsonify(article={"slug": a.slug, "title": a.title, "body": a.body,
                            "tagList": [t.name for t in a.tags]})
