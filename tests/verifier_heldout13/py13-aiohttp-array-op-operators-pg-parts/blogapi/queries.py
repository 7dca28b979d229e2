from sqlalchemy import func, select
from sqlalchemy.dialects.postgresql import array

from blogapi.db import sessions
from blogapi.models import Article


async def articles_with_tag(tag: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
    stmt = select(Article)
    if tag:
        # "@>" (array contains) can use the GIN index; built as a SQLAlchemy operator.
        stmt = stmt.where(Article.tag_list.op("@>")(array([tag])))
    async with sessions() as s:
        total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = (await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
    return list(rows), total or 0


async def all_tags() -> list[str]:
    tag = func.unnest(Article.tag_list).label("tag")
    async with sessions() as s:
        return list((await s.scalars(select(tag).distinct().order_by(tag))).all())
