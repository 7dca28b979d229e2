from slugify import slugify

from conduit_api.models import Article, User
from conduit_api.repositories.articles import ArticleRepository
from conduit_api.repositories.users import UserRepository
from conduit_api.services.errors import Forbidden, NotFound


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository) -> None:
        self.articles = articles
        self.users = users

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return article

    def list(self, **filters) -> tuple[list[Article], int]:
        return self.articles.list(**filters)

    def feed(self, user: User, limit: int, offset: int) -> tuple[list[Article], int]:
        return self.articles.feed(user.id, limit, offset)

    def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> Article:
        article = Article(slug=slugify(title), title=title, description=description, body=body,
                          author_id=author.id)
        article.tags = self.articles.tags_named(sorted(set(tags)))
        return self.articles.add(article)

    def delete(self, user: User, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise Forbidden("only the author may delete the article")
        self.articles.delete(article)

    def view(self, article: Article, viewer: User | None) -> dict:
        favorited = viewer is not None and self.articles.is_favorited(article.id, viewer.id)
        following = viewer is not None and self.users.is_following(viewer.id, article.author_id)
        return {
            "article": article,
            "favorited": favorited,
            "favoritesCount": self.articles.favorites_count(article.id),
            "following": following,
        }

    def favorite(self, user: User, slug: str, on: bool) -> Article:
        article = self.get(slug)
        (self.articles.favorite if on else self.articles.unfavorite)(article.id, user.id)
        return article

    def tags(self) -> list[str]:
        return self.articles.all_tags()
