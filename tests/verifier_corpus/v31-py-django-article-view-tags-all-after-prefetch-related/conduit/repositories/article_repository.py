from conduit.models import Article


def page(limit: int, offset: int) -> tuple[list[Article], int]:
    queryset = Article.objects.prefetch_related("tags")
    return list(queryset[offset : offset + limit]), queryset.count()
