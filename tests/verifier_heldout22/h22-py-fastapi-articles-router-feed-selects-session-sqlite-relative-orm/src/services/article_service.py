from fastapi import HTTPException

from src.models import Article
from src.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    def get(self, slug: str) -> Article:
        article = self.repo.by_slug(slug)
        if not article:
            raise HTTPException(status_code=404, detail="Article not found")
        return article

    def delete(self, slug: str, user_id: int):
        article = self.get(slug)
        if article.author_id != user_id:
            raise HTTPException(status_code=403, detail="Forbidden")
        self.repo.delete(article)
