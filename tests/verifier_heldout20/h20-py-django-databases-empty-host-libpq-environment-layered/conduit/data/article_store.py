from conduit.entities import Article, Favorite


def by_slug(slug: str) -> Article | None:
    return Article.objects.filter(slug=slug).select_related("author").first()


def add_favorite(user_id: int, article: Article) -> None:
    Favorite.objects.get_or_create(user_id=user_id, article=article)


def favorites_count(article: Article) -> int:
    return Favorite.objects.filter(article=article).count()
