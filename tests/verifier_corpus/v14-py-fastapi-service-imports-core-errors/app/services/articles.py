from app.core.errors import ArticleNotFound, NotArticleAuthor
from app.models import Article, User
from app.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound()
        return article

    def delete(self, slug: str, user: User) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise NotArticleAuthor()
        self.articles.delete(article)
