from ..models import Article
from ..repositories import article_repository


def get_article(slug):
    return article_repository.find_by_slug(slug)


def create_article(user, payload):
    article = Article(
        slug=payload["title"].lower().replace(" ", "-"),
        title=payload["title"],
        description=payload["description"],
        body=payload["body"],
        author=user,
    )
    return article_repository.add(article)
