from api.models import Article


class ArticleRepository:
    def __init__(self) -> None:
        self._rows: dict[str, Article] = {}

    def get(self, slug: str) -> Article | None:
        return self._rows.get(slug)

    def save(self, article: Article) -> Article:
        self._rows[article.slug] = article
        return article
