import re

from fastapi import HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Article, Favorite, Follow
from app.repositories.article_repository import ArticleRepository


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, session: Session) -> None:
        self.session = session
        self.articles = ArticleRepository(session)

    def create(self, author_id: int, data: dict) -> Article:
        article = Article(slug=slugify(data["title"]), title=data["title"], description=data["description"],
                          body=data["body"], author_id=author_id)
        self.articles.add(article)
        self.session.commit()
        return article

    def get(self, slug: str) -> Article:
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise HTTPException(status_code=404, detail="article not found")
        return article

    def feed(self, user_id: int, limit: int, offset: int) -> list[Article]:
        # the feed query was written here while the repository only had single-row lookups
        stmt = (
            select(Article)
            .join(Follow, Follow.followed_id == Article.author_id)
            .where(Follow.follower_id == user_id)
            .order_by(Article.created_at.desc())
            .limit(limit)
            .offset(offset)
        )
        return list(self.session.execute(stmt).scalars())

    def favorite(self, user_id: int, slug: str) -> Article:
        article = self.get(slug)
        self.session.add(Favorite(user_id=user_id, article_id=article.id))
        self.session.commit()
        return article

    def delete(self, user_id: int, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != user_id:
            raise HTTPException(status_code=403, detail="not the author")
        self.articles.delete(article)
        self.session.commit()
