import re

from conduit.models import Article
from conduit.repositories import article_repository, tag_repository


def _view(article: Article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": tag_repository.tags_of(article.slug)}


def create(author_id: int, data: dict) -> dict:
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
    article = article_repository.add(Article(slug=slug, title=data["title"], description=data["description"],
                                             body=data["body"], author_id=author_id))
    tag_repository.set_tags(slug, data.get("tagList", []))
    return _view(article)


def list_by_tag(tag: str) -> list[dict]:
    return [_view(a) for a in article_repository.by_slugs(tag_repository.slugs_with(tag))]


def all_tags() -> list[str]:
    return tag_repository.all_tags()
