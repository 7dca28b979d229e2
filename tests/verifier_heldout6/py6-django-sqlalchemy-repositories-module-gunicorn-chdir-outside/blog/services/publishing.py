from django.utils.text import slugify

from blog.repositories import ArticleRepository

articles = ArticleRepository()


def publish(author, title, description, body, tags):
    return articles.add(slug=slugify(title), title=title, description=description, body=body,
                        tags=",".join(sorted(set(tags))), author_id=author.id)


def read(slug):
    return articles.by_slug(slug)


def browse(author=None, limit=20, offset=0):
    return articles.page(author, limit, offset)


def comment(author, slug, body):
    article = articles.by_slug(slug)
    if article is None:
        return None
    return articles.add_comment(body=body, article_id=article.id, author_id=author.id)
