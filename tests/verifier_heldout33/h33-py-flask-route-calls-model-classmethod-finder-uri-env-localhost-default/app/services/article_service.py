from app.models import Article
from app.repositories.article_repository import ArticleRepository

repo = ArticleRepository()


def list_articles(limit, offset):
    return repo.list(limit, offset)


def create_article(title, description, body):
    slug = "-".join(title.lower().split())
    return repo.save(Article(slug=slug, title=title, description=description, body=body))


def delete_article(article):
    repo.delete(article)
