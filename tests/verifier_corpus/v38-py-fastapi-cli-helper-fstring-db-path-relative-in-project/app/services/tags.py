from app.repositories import tags


def popular() -> list[str]:
    return tags.all_names()
