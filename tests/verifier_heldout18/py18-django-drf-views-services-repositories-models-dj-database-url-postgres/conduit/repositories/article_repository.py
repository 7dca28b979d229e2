from ..models import Article


class ArticleRepository:
    def by_slug(self, slug):
        return Article.objects.prefetch_related("tags").filter(slug=slug).first()

    def create(self, **fields):
        tags = fields.pop("tags", [])
        article = Article.objects.create(**fields)
        article.tags.set(tags)
        return article
