from sqlalchemy import func, select

from conduit.entities import Article, User


from conduit.persistence.session import SessionMaker


class ArticleStore:
    def save(self, article: Article) -> Article:
        with SessionMaker.begin() as s:
            s.add(article)
            s.flush()
            s.refresh(article, ["author"])
        return article

    def by_slug(self, slug: str) -> Article | None:
        with SessionMaker() as s:
            return s.scalars(select(Article).where(Article.slug == slug)).first()

    def delete(self, article_id: int) -> None:
        with SessionMaker.begin() as s:
            obj = s.get(Article, article_id)
            if obj is not None:
                s.delete(obj)

    def page(self, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        with SessionMaker() as s:
            total = s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = s.scalars(stmt.order_by(Article.created_at.desc()).offset(offset).limit(limit)).all()
        return list(rows), total or 0

    def tags(self) -> list[str]:
        with SessionMaker() as s:
            seen: set[str] = set()
            for tag_list in s.scalars(select(Article.tag_list)):
                seen.update(tag_list or [])
        return sorted(seen)
