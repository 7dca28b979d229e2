from sqlalchemy import func, select

from conduit.database import SessionFactory
from conduit.models import Article, ArticleTag, Tag


class ArticleRepository:
    def list(self, tag=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.join(ArticleTag, ArticleTag.article_id == Article.id).join(Tag).where(Tag.name == tag)
        with SessionFactory() as session:
            total = session.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
            return list(rows), total

    def by_slug(self, slug):
        with SessionFactory() as session:
            return session.scalar(select(Article).where(Article.slug == slug))

    def create(self, author_id, slug, title, description, body, tag_ids):
        with SessionFactory() as session:
            article = Article(author_id=author_id, slug=slug, title=title, description=description, body=body)
            session.add(article)
            session.flush()
            session.add_all([ArticleTag(article_id=article.id, tag_id=t) for t in tag_ids])
            session.commit()
        return self.by_slug(slug)
