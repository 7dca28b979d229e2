from flask import Blueprint, jsonify

from models import Article, Favorite, db

api = Blueprint("api", __name__)


@api.post("/articles/<slug>/favorite")
def favorite(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    db.session.add(Favorite(user_id=1, article_id=article.id))
    db.session.commit()
    db.session.refresh(article)
    return jsonify(article={"slug": article.slug, "favoritesCount": article.favorites_count})
