from app.models import Article
from app.repositories.article_repository import ArticleRepository

repo = ArticleRepository()


def create(title, body):
    slug = "-".join(title.lower().split())
    return repo.add(Article(slug=slug, title=title, body=body))


def favorite(user_id, slug):
    article = repo.get(slug)
    repo.favorite(user_id, article)
    return article, repo.favorites_count(article.id)
