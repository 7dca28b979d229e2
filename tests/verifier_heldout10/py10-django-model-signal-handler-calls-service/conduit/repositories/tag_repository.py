from conduit.models import Tag


def get_or_create_many(names):
    return [Tag.objects.get_or_create(name=name)[0] for name in names]


def replace_article_tags(article, tags):
    article.tags.set(tags)
