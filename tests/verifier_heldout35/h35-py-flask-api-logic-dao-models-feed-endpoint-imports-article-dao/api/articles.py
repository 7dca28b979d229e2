from dataclasses import asdict

from flask import Blueprint, request

from api.auth import require_user
from dao.article_dao import ArticleDao
from logic.article_logic import ArticleLogic, ArticleNotFound

bp = Blueprint("articles", __name__)
logic = ArticleLogic()


@bp.get("/articles/feed")
def feed():
    user_id = require_user()
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    articles, total = ArticleDao().feed(user_id, limit, offset)
    return {"articles": [asdict(a) for a in articles], "articlesCount": total}


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return {"article": asdict(logic.get(slug))}
    except ArticleNotFound:
        return {"errors": {"article": ["not found"]}}, 404
