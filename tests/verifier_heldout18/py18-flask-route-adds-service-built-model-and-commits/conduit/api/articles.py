from flask import Blueprint, request

from ..extensions import db
from ..services.articles import ArticleService

bp = Blueprint("articles", __name__)
service = ArticleService()


def dump(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body}


@bp.post("/articles")
def create():
    article = service.build_article(1, request.get_json()["article"])
    db.session.add(article)
    db.session.commit()
    return {"article": dump(article)}, 201


@bp.delete("/articles/<slug>")
def delete(slug):
    article = service.get(slug)
    if article is None:
        return {"errors": {"body": ["not found"]}}, 404
    db.session.delete(article)
    db.session.commit()
    return "", 204
