from werkzeug.security import generate_password_hash

from conduit.models import User
from conduit.repositories import ArticleRepository, UserRepository

users = UserRepository()
articles = ArticleRepository()


def register(username, email, password):
    if users.find_by_email(email):
        raise ValueError("email has already been taken")
    return users.save(User(username=username, email=email, password_hash=generate_password_hash(password)))


def get_article(slug):
    return articles.find_by_slug(slug)


def delete_article(slug, user_id):
    article = articles.find_by_slug(slug)
    if article is None or article.author_id != user_id:
        raise PermissionError(slug)
    articles.delete(article)
