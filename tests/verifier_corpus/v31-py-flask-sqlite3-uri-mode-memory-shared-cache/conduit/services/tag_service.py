from conduit.repositories import tag_repository


def tag_names() -> list[str]:
    return [tag.name for tag in tag_repository.all_tags()]
