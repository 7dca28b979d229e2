from flask import Blueprint, g, request

from app.extensions import db
from app.models import Article
from app.routes.auth import auth_required
from app.services.article_service import ArticleService

bp = Blueprint("articles", __name__)
articles = ArticleService()


def to_json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


@bp.get("/articles")
def list_articles():
    items, total = articles.list(request.args.get("author"), int(request.args.get("limit", 20)),
                                 int(request.args.get("offset", 0)))
    return {"articles": [to_json(a) for a in items], "articlesCount": total}


@bp.post("/articles")
@auth_required
def create_article():
    data = request.get_json()["article"]
    article = articles.create(g.user_id, data["title"], data["description"], data["body"])
    return {"article": to_json(article)}, 201


@bp.get("/articles/<slug>")
def get_article(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    return {"article": to_json(article)}


@bp.delete("/articles/<slug>")
@auth_required
def delete_article(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    if not articles.delete(article, g.user_id):
        return {"errors": {"body": ["forbidden"]}}, 403
    return "", 204
