from conduit.repositories import articles as repo


def article_detail(slug):
    article = repo.get_by_slug(slug)
    if article is None:
        return None
    return {"slug": article.slug, "title": article.title, "author": {"username": article.author.username}}
