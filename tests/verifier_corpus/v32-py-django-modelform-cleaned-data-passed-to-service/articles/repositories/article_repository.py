from articles.models import Article


def get_by_slug(slug: str) -> Article | None:
    return Article.objects.filter(slug=slug).first()


def create(**fields) -> Article:
    return Article.objects.create(**fields)


def update(article: Article, **fields) -> Article:
    for name, value in fields.items():
        setattr(article, name, value)
    article.save(update_fields=[*fields, "updated_at"])
    return article
