from articles.repositories import article_repository


class ArticleNotFound(Exception):
    pass


def _present(article):
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": sorted(t.name for t in article.tags.all()),
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
        "favorited": False, "favoritesCount": article.favorites_count,
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


def list_articles(params):
    limit = min(int(params.get("limit", 20)), 100)
    offset = int(params.get("offset", 0))
    articles, count = article_repository.list_articles(
        params.get("tag"), params.get("author"), params.get("favorited"), limit, offset)
    return [_present(a) for a in articles], count


def get_article(slug):
    article = article_repository.get_by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    return _present(article)


def tags():
    return article_repository.tag_names()
