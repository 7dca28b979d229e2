from realworld.repositories import tags


def tag_names() -> list[str]:
    return [t.name for t in tags.all_tags()]
