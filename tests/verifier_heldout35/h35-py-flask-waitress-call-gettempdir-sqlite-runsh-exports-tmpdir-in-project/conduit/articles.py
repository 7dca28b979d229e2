from flask import Blueprint, request
from sqlalchemy import func, select

from conduit.storage import session_scope
from conduit.tables import Article, Tag

bp = Blueprint("articles", __name__)


@bp.get("/articles")
def list_articles():
    with session_scope() as s:
        stmt = select(Article)
        if request.args.get("tag"):
            stmt = stmt.where(Article.tags.any(Tag.name == request.args["tag"]))
        total = s.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = s.scalars(stmt.limit(int(request.args.get("limit", 20))).offset(int(request.args.get("offset", 0))))
        return {"articles": [{"slug": a.slug, "title": a.title, "body": a.body,
                              "tagList": [t.name for t in a.tags]} for a in rows],
                "articlesCount": total}
