import re

from fastapi import Depends
from sqlalchemy.orm import Session

from app.database import get_session
from app.models import Article, Comment, User
from app.repositories.article_repository import ArticleRepository


def _slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, repository: ArticleRepository):
        self.repository = repository

    def create(self, author: User, title: str, description: str, body: str, tag_list: list[str]) -> Article:
        article = Article(slug=_slugify(title), title=title, description=description, body=body,
                          author_id=author.id)
        article.tags = [self.repository.get_or_create_tag(name) for name in dict.fromkeys(tag_list)]
        return self.repository.save(article)

    def get(self, slug: str) -> Article | None:
        return self.repository.get_by_slug(slug)

    def recent(self, limit: int = 20, offset: int = 0) -> list[Article]:
        return self.repository.list_recent(limit, offset)

    def comment(self, author: User, slug: str, body: str) -> Comment | None:
        article = self.repository.get_by_slug(slug)
        if article is None:
            return None
        return self.repository.add_comment(Comment(body=body, article_id=article.id, author_id=author.id))


def get_article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))
