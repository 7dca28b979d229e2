from conduit.models import Article


class ArticleRepository:
    async def by_slug(self, slug: str) -> Article | None:
        return await Article.objects.select_related("author").get_or_none(slug=slug)

    async def page(self, limit: int, offset: int) -> tuple[list[Article], int]:
        query = Article.objects.select_related("author").order_by("-id")
        return await query.limit(limit).offset(offset).all(), await Article.objects.count()

    async def create(self, **fields) -> Article:
        return await Article.objects.create(**fields)
