from articles.models import Tag


def tag_names() -> list[str]:
    return list(Tag.objects.values_list("name", flat=True))
