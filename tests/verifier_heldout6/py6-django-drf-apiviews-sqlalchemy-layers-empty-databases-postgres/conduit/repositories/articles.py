from sqlalchemy import func, select

from conduit.models import Article, Tag, User
from conduit.repositories.database import SessionLocal


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        with SessionLocal() as s:
            return s.scalar(select(Article).where(Article.slug == slug))

    def create(self, author_id: int, tag_names: list[str], **fields) -> Article:
        with SessionLocal.begin() as s:
            tags = []
            for name in tag_names:
                tag = s.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)
                tags.append(tag)
            article = Article(author_id=author_id, tags=tags, **fields)
            s.add(article)
            s.flush()
            s.refresh(article)
        return article

    def delete(self, article_id: int) -> None:
        with SessionLocal.begin() as s:
            s.delete(s.get(Article, article_id))

    def set_favorite(self, article_id: int, user_id: int, on: bool) -> Article:
        with SessionLocal.begin() as s:
            article, user = s.get(Article, article_id), s.get(User, user_id)
            if on and user not in article.favorited_by:
                article.favorited_by.append(user)
            elif not on and user in article.favorited_by:
                article.favorited_by.remove(user)
        return self.by_slug(article.slug)

    def search(self, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            stmt = stmt.where(Article.favorited_by.any(User.username == favorited))
        with SessionLocal() as s:
            total = s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(rows), total or 0

    def tag_names(self) -> list[str]:
        with SessionLocal() as s:
            return list(s.scalars(select(Tag.name).order_by(Tag.name)))
