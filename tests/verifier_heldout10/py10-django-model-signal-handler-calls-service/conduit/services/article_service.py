from django.utils.text import slugify

from conduit.repositories import article_repository


def create_article(title, body, tag_list):
    return article_repository.create(slug=slugify(title), title=title, body=body, tag_list=list(tag_list or []))
