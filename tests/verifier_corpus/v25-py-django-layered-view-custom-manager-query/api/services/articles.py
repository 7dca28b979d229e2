from api.repositories import articles as repository


def get_published(slug):
    return repository.published_by_slug(slug)
