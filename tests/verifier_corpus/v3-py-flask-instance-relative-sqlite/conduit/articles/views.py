from flask import Blueprint, jsonify

from conduit.articles.models import Article
from conduit.extensions import db

blueprint = Blueprint("articles", __name__, url_prefix="/api")


@blueprint.get("/articles")
def list_articles():
    rows = db.session.scalars(db.select(Article).order_by(Article.created_at.desc()).limit(20)).all()
    return jsonify({"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)})
