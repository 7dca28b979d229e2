from fastapi import HTTPException

from src.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    def list_articles(self, author=None, limit=20, offset=0):
        return self.repo.list(author, limit, offset)

    def get_article(self, slug: str):
        article = self.repo.by_slug(slug)
        if article is None:
            raise HTTPException(status_code=404, detail="Article not found")
        return article
