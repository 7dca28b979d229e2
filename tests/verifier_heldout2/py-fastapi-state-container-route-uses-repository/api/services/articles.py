from api.models import Article
from api.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, repo: ArticleRepository) -> None:
        self.repo = repo

    def create(self, title: str, body: str) -> Article:
        return self.repo.save(Article(slug=title.lower().replace(" ", "-"), title=title, body=body))

    def get(self, slug: str) -> Article | None:
        return self.repo.get(slug)
