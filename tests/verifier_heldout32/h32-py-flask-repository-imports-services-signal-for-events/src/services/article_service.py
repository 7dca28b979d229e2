from src.repositories import article_repository
from src.services.events import article_saved


class NotFound(Exception):
    pass


@article_saved.connect
def _log_saved(sender, **extra):
    print(f"article saved: {sender.slug}")


def get(slug):
    article = article_repository.by_slug(slug)
    if article is None:
        raise NotFound(slug)
    return article


def create(title, body):
    slug = "-".join(title.lower().split())
    return article_repository.insert(slug=slug, title=title, body=body)
