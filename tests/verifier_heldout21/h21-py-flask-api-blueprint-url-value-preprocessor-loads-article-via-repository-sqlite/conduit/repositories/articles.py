from sqlalchemy import select

from conduit.models import Article, Session


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return Session.scalar(select(Article).where(Article.slug == slug))

    def save(self, article: Article) -> Article:
        Session.add(article)
        Session.commit()
        return article

    def delete(self, article: Article) -> None:
        Session.delete(article)
        Session.commit()
