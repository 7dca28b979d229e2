from ..models import Article, Tag


def by_slug(slug: str) -> Article | None:
    return Article.objects.select_related("author").prefetch_related("tags", "favorited_by").filter(slug=slug).first()


def create(author, slug, title, description, body, tag_names) -> Article:
    article = Article.objects.create(author=author, slug=slug, title=title, description=description, body=body)
    article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in dict.fromkeys(tag_names)])
    return article


def tag_names() -> list[str]:
    return list(Tag.objects.order_by("name").values_list("name", flat=True))
