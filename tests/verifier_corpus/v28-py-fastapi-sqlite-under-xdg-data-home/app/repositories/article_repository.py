from sqlalchemy import select, func
from sqlalchemy.orm import Session

from app.models import Article, Tag, Favorite, Follow, User


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def by_slug(self, slug: str):
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, tag=None, author=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        total = self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return rows, total

    def feed(self, user_id: int, limit: int, offset: int):
        followed = select(Follow.followee_id).where(Follow.follower_id == user_id)
        stmt = select(Article).where(Article.author_id.in_(followed))
        total = self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return rows, total

    def tag_names(self):
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))

    def tags_by_name(self, names):
        found = {t.name: t for t in self.session.scalars(select(Tag).where(Tag.name.in_(names)))}
        for name in names:
            if name not in found:
                found[name] = Tag(name=name)
                self.session.add(found[name])
        return [found[n] for n in names]

    def add(self, article: Article) -> Article:
        self.session.add(article)
        self.session.commit()
        return article

    def favorites_count(self, article_id: int) -> int:
        return self.session.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))
