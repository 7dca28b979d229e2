from sqlalchemy import select

from conduit.models import Article, ArticleTag, SessionLocal


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        with SessionLocal() as session:
            return session.scalar(select(Article).where(Article.slug == slug))

    def create(self, slug: str, title: str, body: str, tag_ids: list[int]) -> Article:
        with SessionLocal.begin() as session:
            article = Article(slug=slug, title=title, body=body)
            session.add(article)
            session.flush()
            session.add_all(ArticleTag(article_id=article.id, tag_id=t) for t in tag_ids)
            return article
