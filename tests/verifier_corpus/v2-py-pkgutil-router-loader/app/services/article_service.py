from app.models.article import Article
from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    def create(self, title: str, body: str) -> Article:
        slug = "-".join(title.lower().split())
        if self.articles.by_slug(slug):
            raise ValueError("slug has already been taken")
        return self.articles.add(Article(slug=slug, title=title, body=body))

    def get(self, slug: str) -> Article | None:
        return self.articles.by_slug(slug)
