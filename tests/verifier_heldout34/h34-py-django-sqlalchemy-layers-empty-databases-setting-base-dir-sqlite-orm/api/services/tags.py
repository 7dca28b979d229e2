from api.repositories import tags


def popular_tags():
    return tags.popular()
