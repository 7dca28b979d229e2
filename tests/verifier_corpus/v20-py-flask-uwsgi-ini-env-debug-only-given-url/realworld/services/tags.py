from realworld.repositories import tags as tag_repo


def popular_tags() -> list[str]:
    return tag_repo.all_tag_names()
