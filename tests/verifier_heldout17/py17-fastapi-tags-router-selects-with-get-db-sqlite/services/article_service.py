from sqlalchemy.orm import Session

from models.article import Article
from repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, db: Session):
        self.repo = ArticleRepository(db)

    def list_articles(self, tag=None, limit=20, offset=0):
        return self.repo.list(tag, limit, offset)

    def get_article(self, slug):
        return self.repo.get_by_slug(slug)

    def create_article(self, data: dict):
        article = Article(slug=data["title"].lower().replace(" ", "-"), title=data["title"],
                          description=data["description"], body=data["body"])
        return self.repo.save(article)
