from conduit.repositories import tag_repository


def normalise(names):
    return sorted({n.strip().lower() for n in names if n and n.strip()})


def sync_tags(article):
    tags = tag_repository.get_or_create_many(normalise(article.tag_list))
    tag_repository.replace_article_tags(article, tags)
