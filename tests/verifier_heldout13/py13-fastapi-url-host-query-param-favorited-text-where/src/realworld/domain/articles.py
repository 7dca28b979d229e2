from sqlalchemy import func, select, text

from realworld.db.engine import Session
from realworld.db.tables import ArticleRow, FavoriteRow, UserRow

# favorited=<username>: articles that user has favorited.
_FAVORITED_BY = text(
    "articles.id IN (SELECT f.article_id FROM favorites f "
    "JOIN users u ON u.id = f.user_id WHERE u.username = :favorited)"
)


def list_articles(author: str | None, favorited: str | None, limit: int, offset: int) -> tuple[list[dict], int]:
    stmt = select(ArticleRow)
    if author:
        stmt = stmt.join(ArticleRow.author).where(UserRow.username == author)
    if favorited:
        stmt = stmt.where(_FAVORITED_BY.bindparams(favorited=favorited))
    with Session() as s:
        total = s.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = s.scalars(stmt.order_by(ArticleRow.created_at.desc()).limit(limit).offset(offset)).all()
        counts = dict(s.execute(select(FavoriteRow.article_id, func.count()).where(
            FavoriteRow.article_id.in_([r.id for r in rows])).group_by(FavoriteRow.article_id)).all())
    return [_json(r, counts.get(r.id, 0)) for r in rows], total or 0


def _json(r: ArticleRow, favorites: int) -> dict:
    return {"slug": r.slug, "title": r.title, "description": r.description, "body": r.body, "tagList": [],
            "favorited": False, "favoritesCount": favorites, "createdAt": r.created_at.isoformat(),
            "updatedAt": r.created_at.isoformat(),
            "author": {"username": r.author.username, "bio": r.author.bio, "image": r.author.image, "following": False}}
