from articles.models import Article


class ArticleRepository:
    def get_by_slug(self, slug):
        return Article.objects.select_related("author").filter(slug=slug).first()

    def slug_taken(self, slug):
        return Article.objects.filter(slug=slug).exists()

    def create(self, **fields):
        return Article.objects.create(**fields)
