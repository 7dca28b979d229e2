from articles.repositories.article_repository import ArticleRepository
from articles.repositories.tag_repository import TagRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self):
        self.articles = ArticleRepository()
        self.tags = TagRepository()

    def feed_page(self, *, tag=None, author=None, limit=20, offset=0):
        return self.articles.page(tag=tag, author=author, limit=limit, offset=offset)

    def get(self, slug):
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def tag_names(self):
        return self.tags.all_names()


article_service = ArticleService()
