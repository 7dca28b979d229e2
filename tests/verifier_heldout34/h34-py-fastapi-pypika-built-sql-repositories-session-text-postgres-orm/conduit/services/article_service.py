from conduit.repositories.article_repository import ArticleRepository, TagRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def get(self, slug: str):
        row = self.articles.by_slug(slug)
        if row is None:
            raise LookupError(slug)
        return row


class TagService:
    def __init__(self, tags: TagRepository):
        self.tags = tags

    def popular(self) -> list[str]:
        return self.tags.popular()
