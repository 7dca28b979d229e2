from conduit.models import Article, Tag, User


class ArticleRepository:
    def filtered(self, tag=None, author=None, favorited=None):
        qs = Article.objects.select_related("author").prefetch_related("tags")
        if tag:
            qs = qs.filter(tags__name=tag)
        if author:
            qs = qs.filter(author__username=author)
        if favorited:
            qs = qs.filter(favorited_by__username=favorited)
        return qs

    def page(self, qs, limit: int, offset: int):
        return list(qs[offset:offset + limit]), qs.count()

    def by_slug(self, slug: str) -> Article | None:
        return Article.objects.select_related("author").filter(slug=slug).first()

    def create(self, tag_names: list[str], **fields) -> Article:
        article = Article.objects.create(**fields)
        article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in tag_names])
        return article

    def delete(self, article: Article) -> None:
        article.delete()

    def tag_names(self, article: Article) -> list[str]:
        return sorted(article.tags.values_list("name", flat=True))

    def favorites_count(self, article: Article) -> int:
        return article.favorited_by.count()

    def is_favorited(self, article: Article, user: User) -> bool:
        return article.favorited_by.filter(pk=user.pk).exists()

    def all_tags(self) -> list[str]:
        return list(Tag.objects.order_by("name").values_list("name", flat=True))
