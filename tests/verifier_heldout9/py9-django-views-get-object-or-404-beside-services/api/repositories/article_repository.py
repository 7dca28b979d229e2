from api.models import Article


class ArticleRepository:
    def by_slug(self, slug: str):
        return Article.objects.filter(slug=slug).first()
