from conduit.repositories import tag_repository


def list_tags() -> list[str]:
    return tag_repository.all_names()
