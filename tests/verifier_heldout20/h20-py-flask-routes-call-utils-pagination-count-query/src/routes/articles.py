from flask import Blueprint, jsonify, request

from src.models import Article, User
from src.services.article_service import ArticleService
from src.utils.pagination import page_args, total_count

bp = Blueprint("articles", __name__)
articles = ArticleService()


def to_json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "createdAt": a.created_at.isoformat(), "updatedAt": a.created_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": None, "following": False}}


@bp.get("/articles")
def list_articles():
    limit, offset = page_args()
    author = request.args.get("author")
    items = articles.feed_page(author, limit, offset)
    criteria = [Article.author.has(User.username == author)] if author else []
    return jsonify(articles=[to_json(a) for a in items],
                   articlesCount=total_count(Article, *criteria))


@bp.get("/articles/<slug>")
def get_article(slug: str):
    article = articles.get(slug)
    if article is None:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article=to_json(article))
