from conduit.repositories import tag_repository


def popular_tags() -> list[str]:
    return [tag.name for tag in tag_repository.all_tags()]
