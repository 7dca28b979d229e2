"""Path converters: resolve URL parameters to objects once, so views receive the object and
Django answers 404 by itself when the slug does not exist (to_python raising ValueError)."""
from conduit_api.models import Article
from conduit_api.repositories.articles import ArticleRepository

_articles = ArticleRepository()


class ArticleSlugConverter:
    regex = r"[-a-zA-Z0-9_]+"

    def to_python(self, value: str) -> Article:
        article = _articles.by_slug(value)
        if article is None:
            raise ValueError(f"no article {value!r}")
        return article

    def to_url(self, value: Article | str) -> str:
        return value if isinstance(value, str) else value.slug
