from flask import Blueprint, abort, request

from app.services.articles import ArticleService

bp = Blueprint("articles", __name__)
service = ArticleService()


@bp.get("/health-check")
def health_check():
    return {"status": "ok"}


@bp.get("/articles")
def list_articles():
    author = request.args.get("author", "")
    rows = service.by_author(author, int(request.args.get("limit", 20)), int(request.args.get("offset", 0)))
    return {"articles": [{"slug": a.slug, "title": a.title, "body": a.body} for a in rows], "articlesCount": len(rows)}


@bp.get("/articles/<slug>")
def get_article(slug: str):
    article = service.get(slug)
    if article is None:
        abort(404)
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
