from realworld.models.article import Article
from realworld.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def feed(self, limit=20, offset=0):
        return self.repo.recent(limit, offset)

    def get(self, slug):
        return self.repo.by_slug(slug)

    def create(self, author, title, description, body):
        slug = "-".join(title.lower().split())
        return self.repo.add(Article(slug=slug, title=title, description=description,
                                     body=body, author_id=author.id))
