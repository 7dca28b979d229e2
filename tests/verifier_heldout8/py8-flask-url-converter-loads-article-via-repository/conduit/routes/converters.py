"""URL converters of the HTTP layer."""

from werkzeug.exceptions import NotFound
from werkzeug.routing import BaseConverter

from conduit.repositories.article_repository import ArticleRepository


class ArticleConverter(BaseConverter):
    """Turns the <slug> segment of a URL into the Article it names."""

    regex = r"[^/]+"

    def __init__(self, url_map, *args, **kwargs):
        super().__init__(url_map, *args, **kwargs)
        self._articles = ArticleRepository()

    def to_python(self, value: str):
        article = self._articles.get_by_slug(value)
        if article is None:
            raise NotFound()
        return article

    def to_url(self, value) -> str:
        return value.slug if hasattr(value, "slug") else str(value)
