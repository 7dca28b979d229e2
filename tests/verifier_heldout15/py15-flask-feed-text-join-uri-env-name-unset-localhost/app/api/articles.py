from flask import g, jsonify, request
from sqlalchemy import text

from app.api import api_bp
from app.api.auth import token_required
from app.extensions import db
from app.models import Article
from app.serializers import article_to_json

FEED_SQL = text(
    """
    SELECT a.id
    FROM articles a
    JOIN follows f ON f.followed_id = a.author_id
    WHERE f.follower_id = :user_id
    ORDER BY a.created_at DESC
    LIMIT :limit OFFSET :offset
    """
)
FEED_COUNT_SQL = text(
    "SELECT COUNT(*) FROM articles a JOIN follows f ON f.followed_id = a.author_id WHERE f.follower_id = :user_id"
)


@api_bp.get("/articles/feed")
@token_required
def feed():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    ids = [row.id for row in db.session.execute(FEED_SQL, {"user_id": g.user.id, "limit": limit, "offset": offset})]
    total = db.session.execute(FEED_COUNT_SQL, {"user_id": g.user.id}).scalar_one()
    articles = Article.query.filter(Article.id.in_(ids)).order_by(Article.created_at.desc()).all() if ids else []
    return jsonify({"articles": [article_to_json(a, g.user) for a in articles], "articlesCount": total})


@api_bp.get("/articles/<slug>")
def get_article(slug):
    article = Article.query.filter_by(slug=slug).first_or_404()
    return jsonify({"article": article_to_json(article, getattr(g, "user", None))})
