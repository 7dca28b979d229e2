from django.utils.text import slugify

from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self):
        self.repo = ArticleRepository()

    def update(self, article, data: dict):
        fields = {k: v for k, v in data.items() if k in {"title", "description", "body"}}
        if "title" in fields:
            fields["slug"] = slugify(fields["title"])
        return self.repo.update(article, **fields)
