from blog.repositories.articles import ArticleRepository


class ArticleConverter:
    """URL converter: /articles/<article:article> hands the view a loaded Article."""

    regex = r"[-a-zA-Z0-9_]+"

    def __init__(self):
        self.repository = ArticleRepository()

    def to_python(self, value):
        article = self.repository.get_by_slug(value)
        if article is None:
            raise ValueError(f"no article {value!r}")  # no match -> 404
        return article

    def to_url(self, value):
        return value if isinstance(value, str) else value.slug
