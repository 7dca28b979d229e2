from flask import Blueprint, g, jsonify

from conduit.extensions import db
from conduit.models import Article
from conduit.routes.auth import auth_required
from conduit.routes.serializers import article_json

bp = Blueprint("favorites", __name__)


def _article_or_404(slug: str) -> Article:
    return db.first_or_404(db.select(Article).filter_by(slug=slug),
                           description="article not found")


@bp.post("/articles/<slug>/favorite")
@auth_required
def favorite(slug: str):
    article = _article_or_404(slug)
    if g.user not in article.favorited_by:
        article.favorited_by.append(g.user)
        db.session.commit()
    return jsonify({"article": article_json(article, g.user)})


@bp.delete("/articles/<slug>/favorite")
@auth_required
def unfavorite(slug: str):
    article = _article_or_404(slug)
    if g.user in article.favorited_by:
        article.favorited_by.remove(g.user)
        db.session.commit()
    return jsonify({"article": article_json(article, g.user)})
