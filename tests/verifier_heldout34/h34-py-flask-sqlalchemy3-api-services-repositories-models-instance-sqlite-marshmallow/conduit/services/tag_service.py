from ..repositories.tag_repository import TagRepository


def popular_tags():
    return TagRepository().all_names()
