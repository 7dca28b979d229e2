from conduit.models import Article, Tag


class ArticleRepository:
    def page(self, tag: str | None, limit: int, offset: int) -> list[Article]:
        query = Article.objects.prefetch_related("tags")
        if tag:
            query = query.filter(tags__name=tag)
        return list(query[offset:offset + limit])

    def by_slug(self, slug: str) -> Article | None:
        return Article.objects.prefetch_related("tags").filter(slug=slug).first()

    def create(self, slug: str, title: str, description: str, body: str, tag_names: list[str]) -> Article:
        article = Article.objects.create(slug=slug, title=title, description=description, body=body)
        article.tags.set([Tag.objects.get_or_create(name=name)[0] for name in tag_names])
        return article


class TagRepository:
    def names(self) -> list[str]:
        return list(Tag.objects.order_by("name").values_list("name", flat=True))
