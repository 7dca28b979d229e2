from repositories import articles


class ArticleError(Exception):
    def __init__(self, status, message):
        super().__init__(message)
        self.status = status


def serialize(article, viewer=None):
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(t.name for t in article.tags.all()),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": bool(viewer and article.favorited_by.filter(pk=viewer.pk).exists()),
            "favoritesCount": article.favorited_by.count(),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image,
                       "following": bool(viewer and viewer.following.filter(pk=article.author_id).exists())}}


def listing(viewer, **filters):
    rows, total = articles.page(**filters)
    return {"articles": [serialize(a, viewer) for a in rows], "articlesCount": total}


def feed(viewer, limit, offset):
    rows, total = articles.feed(viewer, limit, offset)
    return {"articles": [serialize(a, viewer) for a in rows], "articlesCount": total}


def tag_article(article, tag_names):
    articles.set_tags(article, list(dict.fromkeys(tag_names or [])))


def get(slug):
    article = articles.by_slug(slug)
    if article is None:
        raise ArticleError(404, "article not found")
    return article


def delete(viewer, slug):
    article = get(slug)
    if article.author_id != viewer.pk:
        raise ArticleError(403, "forbidden")
    articles.delete(article)


def tags():
    return articles.tag_names()
