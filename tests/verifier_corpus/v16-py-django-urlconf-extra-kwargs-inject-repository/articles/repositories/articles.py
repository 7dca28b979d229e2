from articles.models import Article


class ArticleRepository:
    def get_by_slug(self, slug: str) -> Article | None:
        return Article.objects.filter(slug=slug).first()

    def page(self, limit: int, offset: int) -> list[Article]:
        return list(Article.objects.all()[offset:offset + limit])

    def count(self) -> int:
        return Article.objects.count()
