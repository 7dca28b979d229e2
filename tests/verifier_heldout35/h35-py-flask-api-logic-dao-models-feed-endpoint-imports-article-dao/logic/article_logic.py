from dao.article_dao import ArticleDao
from models.article import Article


class ArticleNotFound(Exception):
    pass


class ArticleLogic:
    def __init__(self, dao: ArticleDao | None = None):
        self.dao = dao or ArticleDao()

    def get(self, slug: str) -> Article:
        article = self.dao.find_by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
