from conduit.models import Article


class ArticleRepository:
    def get_by_slug(self, slug: str):
        return Article.objects.select_related("author").filter(slug=slug).first()

    def update(self, article, **fields):
        for key, value in fields.items():
            setattr(article, key, value)
        article.save()
        return article
