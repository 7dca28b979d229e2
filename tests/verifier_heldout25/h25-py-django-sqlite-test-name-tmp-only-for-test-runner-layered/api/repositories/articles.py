from ..models import Article, Tag


class ArticleRepository:
    def page(self, tag: str | None, author: str | None, limit: int, offset: int):
        qs = Article.objects.select_related("author").prefetch_related("tags")
        if tag:
            qs = qs.filter(tags__name=tag)
        if author:
            qs = qs.filter(author__username=author)
        return list(qs[offset:offset + limit]), qs.count()

    def by_slug(self, slug: str) -> Article | None:
        return Article.objects.select_related("author").prefetch_related("tags").filter(slug=slug).first()

    def create(self, tag_names: list[str], **fields) -> Article:
        article = Article.objects.create(**fields)
        article.tags.set([Tag.objects.get_or_create(name=name)[0] for name in dict.fromkeys(tag_names)])
        return article

    def tag_names(self) -> list[str]:
        return list(Tag.objects.order_by("name").values_list("name", flat=True))
