from flask import Blueprint, g, jsonify, request

from app.extensions import db
from app.routes.auth import login_required
from app.services import article_service

articles_bp = Blueprint("articles", __name__)


def render(article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "createdAt": article.created_at.isoformat() + "Z"}


@articles_bp.get("/articles")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    page = db.paginate(article_service.listing_query(request.args.get("tag")), page=offset // limit + 1,
                       per_page=limit, error_out=False)
    return jsonify({"articles": [render(a) for a in page.items], "articlesCount": page.total})


@articles_bp.post("/articles")
@login_required
def create_article():
    article = article_service.create_article(g.user_id, request.get_json()["article"])
    return jsonify({"article": render(article)}), 201


@articles_bp.get("/articles/<slug>")
def get_article(slug):
    # one_or_404 runs the statement here and answers 404 by itself
    article = db.one_or_404(article_service.article_query(slug))
    return jsonify({"article": render(article)})
