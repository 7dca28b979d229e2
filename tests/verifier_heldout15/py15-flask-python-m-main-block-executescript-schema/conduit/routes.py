from flask import Blueprint, abort, jsonify
from sqlalchemy import select

from conduit import db
from conduit.models import Article, Tag

bp = Blueprint("api", __name__)


@bp.get("/health-check")
def health_check():
    return {"status": "ok"}


@bp.get("/tags")
def tags():
    return jsonify({"tags": db.session.scalars(select(Tag.name).order_by(Tag.name)).all()})


@bp.get("/articles/<slug>")
def article(slug):
    a = db.session.scalar(select(Article).where(Article.slug == slug)) or abort(404)
    return jsonify({"article": {"slug": a.slug, "title": a.title, "description": a.description,
                                "body": a.body, "tagList": [t.name for t in a.tags]}})
