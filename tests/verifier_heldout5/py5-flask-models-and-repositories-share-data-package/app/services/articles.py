from app.data.models import Article
from app.data.repositories import ArticleRepository, UserRepository


class ArticleService:
    def __init__(self) -> None:
        self.articles = ArticleRepository()
        self.users = UserRepository()

    def get(self, slug: str) -> Article | None:
        return self.articles.by_slug(slug)

    def by_author(self, username: str, limit: int = 20, offset: int = 0) -> list[Article]:
        author = self.users.by_username(username)
        return [] if author is None else self.articles.by_author(author.id, limit, offset)
