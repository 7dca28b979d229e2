from conduit.models import Article


class ArticleRepository:
    def get(self, slug: str) -> Article | None:
        return Article.objects.filter(slug=slug).first()

    def author_of(self, slug: str) -> str | None:
        return Article.objects.filter(slug=slug).values_list("author", flat=True).first()

    def save(self, article: Article) -> Article:
        article.save()
        return article

    def delete(self, article: Article) -> None:
        article.delete()
