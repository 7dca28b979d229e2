import re
import uuid

from app.models import Article
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.errors import Forbidden, NotFound


def slugify(title: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return f"{base}-{uuid.uuid4().hex[:6]}"


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository) -> None:
        self.articles = articles
        self.users = users

    def view(self, article: Article, viewer_id: int | None) -> dict:
        return {
            "article": article,
            "favorited": viewer_id is not None and self.articles.is_favorited(article.id, viewer_id),
            "favorites_count": self.articles.favorites_count(article.id),
            "following": viewer_id is not None and self.users.is_following(viewer_id, article.author_id),
        }

    def get(self, slug: str) -> Article:
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return article

    def create(self, author_id: int, title: str, description: str, body: str, tags: list[str]) -> Article:
        article = Article(slug=slugify(title), title=title, description=description, body=body,
                          author_id=author_id)
        article.tags = self.articles.get_or_create_tags(tags)
        return self.articles.add(article)

    def delete(self, slug: str, user_id: int) -> None:
        article = self.get(slug)
        if article.author_id != user_id:
            raise Forbidden("only the author may delete an article")
        self.articles.delete(article)

    def list(self, **filters) -> tuple[list[Article], int]:
        return self.articles.list(**filters)

    def feed(self, user_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
        return self.articles.feed(user_id, limit, offset)

    def tags(self) -> list[str]:
        return self.articles.all_tag_names()
