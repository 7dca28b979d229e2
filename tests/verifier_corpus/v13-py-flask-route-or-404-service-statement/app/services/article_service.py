import re

from app.models import Article, Comment
from app.repositories import article_repository


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def create_article(author_id: int, data: dict) -> Article:
    article = Article(slug=slugify(data["title"]), title=data["title"], description=data.get("description", ""),
                      body=data["body"], author_id=author_id)
    article_repository.save(article)
    return article


def add_comment(article: Article, author_id: int, body: str) -> Comment:
    comment = Comment(body=body, article_id=article.id, author_id=author_id)
    article_repository.save(comment)
    return comment


def delete_comment(comment: Comment, user_id: int) -> bool:
    if comment.author_id != user_id:
        return False
    article_repository.delete(comment)
    return True


# the routes answer 404 with Flask-SQLAlchemy's helpers, so the service hands them the statements
def article_query(slug: str):
    return article_repository.by_slug(slug)


def comments_query(article: Article):
    return article_repository.comments_of(article.id)


def listing_query(tag: str | None):
    return article_repository.listing(tag)
