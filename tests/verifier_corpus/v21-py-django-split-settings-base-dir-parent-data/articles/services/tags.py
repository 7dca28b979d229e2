from articles.repositories import tags


def popular_tags() -> list[str]:
    return tags.tag_names()
