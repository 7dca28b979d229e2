from django.utils.text import slugify

from blog.repositories.articles import ArticleRepository

articles = ArticleRepository()


def as_json(article):
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(t.name for t in article.tags.all()),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}


def comment_json(comment):
    return {"id": comment.pk, "body": comment.body, "createdAt": comment.created_at.isoformat(),
            "updatedAt": comment.updated_at.isoformat(),
            "author": {"username": comment.author.username, "bio": comment.author.bio,
                       "image": comment.author.image, "following": False}}


def listing(tag, limit, offset):
    items, total = articles.page(tag, limit, offset)
    return {"articles": [as_json(a) for a in items], "articlesCount": total}


def publish(author, data):
    return as_json(articles.create(author, slugify(data.get("title", "")), data.get("title", ""),
                                   data.get("description", ""), data.get("body", ""), data.get("tagList") or []))


def comments_of(article):
    return [comment_json(c) for c in articles.comments(article)]


def comment_on(article, author, body):
    return comment_json(articles.add_comment(article, author, body))
